import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RotateCcw } from 'lucide-react';
import { Button, buttonClasses } from '../components/ui/button';

/** Last line of defence for a route that throws while loading or rendering. */
export function RouteError({ error }: { error?: unknown }) {
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
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

interface BoundaryProps {
  /** The error is cleared when this changes (the location's key: the next navigation). */
  resetKey?: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
  resetKey?: string;
}

/** Shows `RouteError` in place of `children` when they throw, until `resetKey` changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
