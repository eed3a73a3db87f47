import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type Profile } from '../../../../../shared/api/account';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/locales/en/profile';
import { ApiError } from '../../../lib/api-client';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { useRemoveAvatar, useSetAvatar } from '../api/account';

/** The browser's check before anything is sent (the server checks the content again). */
export function avatarFileProblem(file: File): string | undefined {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return i18n.t('profile.avatar.type');
  if (file.size > AVATAR_MAX_BYTES) return i18n.t('profile.avatar.size');
  if (file.size === 0) return i18n.t('profile.avatar.empty');
  return undefined;
}

/** Profile picture: choose an image, see it, upload it (with progress), or remove the current one. */
export function AvatarPicker({ profile }: { profile: Profile }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string }>();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState(0);
  const upload = useSetAvatar(setProgress);
  const remove = useRemoveAvatar();
  const { t } = useTranslation();
  const name = profile.name || t('common.musicLover');
  const file = chosen?.file;
  const preview = chosen?.preview;

  // The preview's object URL is released when another is chosen, on reset and when the page goes.
  const previewRef = useRef<string | undefined>(undefined);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  const showPreview = (next: File | undefined) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : undefined;
    setChosen(next && previewRef.current ? { file: next, preview: previewRef.current } : undefined);
  };

  const reset = () => {
    showPreview(undefined);
    setProgress(0);
    if (input.current) input.current.value = '';
  };

  const choose = (picked: File | undefined) => {
    setProblem(undefined);
    if (!picked) return reset();
    const issue = avatarFileProblem(picked);
    if (issue) {
      reset();
      setProblem(issue);
      return;
    }
    showPreview(picked);
  };

  const send = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => {
        reset();
        toast.success(t('profile.avatar.saved'));
      },
      onError: (error) => setProblem(error instanceof ApiError ? error.message : t('profile.avatar.failed')),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="avatar-picker">
      {preview ? (
        <img src={preview} alt={t('profile.avatar.preview')} className="size-16 rounded-full object-cover" />
      ) : (
        <Avatar name={name} url={profile.avatar_url} size="lg" />
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-brand underline-offset-4 hover:underline">
            {profile.avatar_url ? t('profile.avatar.change') : t('profile.avatar.choose')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {file && (
            <>
              <Button type="button" size="sm" onClick={send} loading={upload.isPending}>
                <ImageUp aria-hidden="true" className="size-4" />
                {t('profile.avatar.upload')}
              </Button>
              {!upload.isPending && (
                <Button type="button" size="sm" variant="ghost" onClick={reset}>
                  {t('profile.avatar.cancel')}
                </Button>
              )}
            </>
          )}
          {!file && profile.avatar_url && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(t('profile.avatar.removed')),
                  onError: (error) => setProblem(error instanceof ApiError ? error.message : t('profile.avatar.failed')),
                })
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('profile.avatar.remove')}
            </Button>
          )}
        </div>
        <p className="text-xs text-muted">{t('profile.avatar.formats')}</p>
        {upload.isPending && (
          <progress aria-label={t('profile.avatar.progress')} max={100} value={progress} className="h-1.5 w-48 accent-brand">
            {progress}%
          </progress>
        )}
        {problem && <FormMessage tone="error" text={problem} />}
      </div>
    </div>
  );
}
