import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** A page whose data could not be loaded, for a reason a retry may cure. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
