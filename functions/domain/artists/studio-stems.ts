/**
 * The studio's stems upload (issues 24 and 25): the back office's presigned multipart upload,
 * limited to the calling artist's own songs; anyone else's song, or an upload started for one,
 * answers 404 as if it did not exist.
 */
import type { AbortStemsBody, CompleteStemsBody, CreateStemsUploadBody, SignStemsPartsBody } from '../../../shared/api/licenses';
import { hasArtistSong } from '../../data/artists-repo';
import { NotFoundError } from '../../kernel/errors';
import { abortStemsUpload, completeStemsUpload, createStemsUpload, signStemsUploadParts, type StemsGuard } from '../licenses/stems-upload';
import { requireArtist } from './accounts';

const ownSong =
  (userId: string): StemsGuard =>
  async (songId) => {
    await requireArtist(userId);
    if (!(await hasArtistSong(userId, songId))) throw new NotFoundError('Song not found', 'SONG_NOT_FOUND');
  };

export const createArtistStemsUpload = (userId: string, body: CreateStemsUploadBody) => createStemsUpload(body, ownSong(userId));

export const signArtistStemsParts = (userId: string, upload: string, body: SignStemsPartsBody) =>
  signStemsUploadParts(upload, body, ownSong(userId));

export const completeArtistStemsUpload = (userId: string, upload: string, body: CompleteStemsBody) =>
  completeStemsUpload(upload, body, ownSong(userId));

export const abortArtistStemsUpload = (userId: string, upload: string, body: AbortStemsBody) =>
  abortStemsUpload(upload, body, ownSong(userId));
