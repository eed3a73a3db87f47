import { useMutation } from '@tanstack/react-query';
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
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => call('unsubscribeEmailUpdates', { query: { token }, parse: readMessage }),
  });
  const failed = token === '' || unsubscribe.isError;

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">Email updates</h1>
      {unsubscribe.isSuccess ? (
        <>
          <MailCheck aria-hidden="true" className="size-12 text-success" />
          <p role="status" className="text-ink">
            {unsubscribe.data}
          </p>
          <p className="text-sm text-muted">You can turn them on again in your settings.</p>
          <Link to={paths.browse} className={buttonClasses({ variant: 'secondary' })}>
            Browse Music
          </Link>
        </>
      ) : failed ? (
        <>
          <MailX aria-hidden="true" className="size-12 text-danger" />
          <p role="alert" className="text-ink">
            {token === '' ? 'This unsubscribe link is not valid' : errorMessage(unsubscribe.error)}
          </p>
        </>
      ) : (
        <>
          <p className="text-muted">Stop the emails about new songs from artists you follow?</p>
          <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            Unsubscribe
          </Button>
        </>
      )}
    </section>
  );
}
