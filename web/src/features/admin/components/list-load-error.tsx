import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

interface ListLoadErrorProps {
  /** What failed to load, after "Failed to load" ('songs', 'licence tiers'). */
  what: string;
  query: { error: unknown; refetch: () => unknown };
  /** The padding and frame of the box the list would fill. */
  className?: string;
}

/** An admin list that could not load: what failed, the server's reason, and Try again. */
export function ListLoadError({ what, query, className = 'p-6' }: ListLoadErrorProps) {
  return (
    <div role="alert" className={cn('text-sm text-danger', className)}>
      Failed to load {what}: {errorMessage(query.error)}
      <Button variant="secondary" size="sm" className="ml-4" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}
