import { z } from 'zod';
import { GENRES } from '../../../../../shared/constants';
import { UPLOAD_TEXTS, type AdminSongDetail, type UploadKind } from '../../../../../shared/api/songs-admin';
import { ApiError } from '../../../lib/api-client';

/** Admin §5: title, artist and price are required; price is a number in steps of 0.01; description optional. */
export const SongForm = z.object({
  title: z.string().refine((v) => v.trim() !== '', 'Title is required'),
  artist: z.string().refine((v) => v.trim() !== '', 'Artist is required'),
  genre: z.enum(GENRES),
  description: z.string(),
  price: z.string().superRefine((text, ctx) => {
    const price = text.trim();
    if (price === '') ctx.addIssue({ code: 'custom', message: 'Price is required' });
    else if (!Number.isFinite(Number(price)) || Number(price) < 0)
      ctx.addIssue({ code: 'custom', message: 'Price must be a number of at least 0' });
    else if (Math.abs(Number(price) * 100 - Math.round(Number(price) * 100)) > 1e-6)
      ctx.addIssue({ code: 'custom', message: 'Price must be in steps of 0.01' });
  }),
  is_available: z.boolean(),
  /** The list's status names (shared/api/songs-admin.ts); pending and rejected are kept, not picked. */
  status: z.enum(['published', 'draft', 'sold_out', 'pending', 'rejected']),
});
export type SongForm = z.infer<typeof SongForm>;

export const EMPTY_SONG_FORM: SongForm = {
  title: '',
  artist: '',
  genre: GENRES[0],
  description: '',
  price: '',
  is_available: true,
  status: 'published',
};

export const songFormOf = (song: AdminSongDetail): SongForm => ({
  title: song.title,
  artist: song.artist,
  genre: song.genre,
  description: song.description,
  price: song.price.toFixed(2),
  is_available: song.is_available,
  status: song.status === 'processing' ? 'draft' : song.status,
});

export const songFieldsOf = (form: SongForm) => ({
  title: form.title.trim(),
  artist: form.artist.trim(),
  genre: form.genre,
  description: form.description.trim(),
  price: Math.round(Number(form.price) * 100) / 100,
  is_available: form.is_available,
});

const FORM_FIELDS = ['title', 'artist', 'genre', 'description', 'price', 'is_available', 'status'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (name: string): name is FormField => (FORM_FIELDS as readonly string[]).includes(name);

/** The server's 400 details that name a field of this form (`body.price` → price). */
export function serverFieldErrors(error: unknown): [FormField, string][] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).flatMap((detail): [FormField, string][] => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    const field = typeof path === 'string' ? path.replace(/^body\./, '') : '';
    return isFormField(field) && typeof message === 'string' ? [[field, message]] : [];
  });
}

export type Slot = 'audio' | 'preview' | 'cover';
export const SLOT_KIND: Record<Slot, UploadKind> = { audio: 'audio', preview: 'audio', cover: 'cover' };
export type PickedFiles = Partial<Record<Slot, string>>;

/** `saving` and `saved`: a save with no file to upload, so no upload text is shown. */
export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'saving' | 'saved' | 'done' | 'failed';

/** Admin §4's upload texts for a phase and a percentage. */
export function uploadText(phase: UploadPhase, percent: number): string | undefined {
  if (phase === 'preparing') return UPLOAD_TEXTS.preparing;
  if (phase === 'uploading') return percent > 0 ? UPLOAD_TEXTS.progress(percent) : UPLOAD_TEXTS.uploading;
  if (phase === 'done') return UPLOAD_TEXTS.done;
  if (phase === 'failed') return UPLOAD_TEXTS.failed;
  return undefined;
}
