import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/artists';
import { currentLanguage } from '../../../i18n/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck, MailX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { call, errorMessage } from '../../../lib/api-client';
import { Button, buttonClasses } from '../../../components/ui/button';

const readMessage = (data: unknown): string => {
  const message = (data as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') throw new TypeError('Unexpected unsubscribe answer');
  return message;
};

/**
 * /unsubscribe?token=…: the new-release mail's link. Works without signing in (the token names
 * the account); a click confirms, so a mail scanner that opens links unsubscribes nobody.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => call('unsubscribeEmailUpdates', { query: { token }, parse: readMessage }),
  });
  const failed = token === '' || unsubscribe.isError;

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <>
          <MailCheck aria-hidden="true" className="size-12 text-success" />
          <p role="status" className="text-ink">
            {currentLanguage() === 'en' ? unsubscribe.data : t('unsubscribe.done')}
          </p>
          <p className="text-sm text-muted">{t('unsubscribe.again')}</p>
          <Link to={paths.browse} className={buttonClasses({ variant: 'secondary' })}>
            {t('unsubscribe.browse')}
          </Link>
        </>
      ) : failed ? (
        <>
          <MailX aria-hidden="true" className="size-12 text-danger" />
          <p role="alert" className="text-ink">
            {token === '' ? t('unsubscribe.invalid') : errorMessage(unsubscribe.error)}
          </p>
        </>
      ) : (
        <>
          <p className="text-muted">{t('unsubscribe.question')}</p>
          <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {t('unsubscribe.button')}
          </Button>
        </>
      )}
    </section>
  );
}
