import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { RotateCcw } from 'lucide-react';
import { Button, buttonClasses } from '../components/ui/button';

const describe = (error: unknown): string | undefined => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
};

/** Last line of defence for a route that throws while loading or rendering. */
export function RouteError() {
  const error = useRouteError();
  const detail = import.meta.env.DEV ? describe(error) : undefined;
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('errors.wentWrong')}</title>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('errors.unexpected')}</h1>
      <p className="mt-3 text-muted">{t('errors.unexpectedText')}</p>
      {detail && <pre className="mt-4 max-w-full overflow-auto rounded-lg bg-surface p-3 text-left text-xs text-danger">{detail}</pre>}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('errors.reload')}
        </Button>
        <Link to="/" reloadDocument className={buttonClasses({ variant: 'secondary' })}>
          {t('errors.goHome')}
        </Link>
      </div>
    </div>
  );
}
