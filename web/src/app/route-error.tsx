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
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>Something went wrong</title>
      <h1 className="text-3xl font-extrabold tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-3 text-muted">Something went wrong on our side. Reloading the page usually fixes it.</p>
      {detail && <pre className="mt-4 max-w-full overflow-auto rounded-lg bg-surface p-3 text-left text-xs text-danger">{detail}</pre>}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reload page
        </Button>
        <Link to="/" reloadDocument className={buttonClasses({ variant: 'secondary' })}>
          Go to home
        </Link>
      </div>
    </div>
  );
}
