import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Placeholder that keeps the page's height while a route module loads. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-muted">
      <Spinner className="size-6 text-brand" />
      <span>{label ?? t('ui.loading')}…</span>
    </div>
  );
}
