import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface OrdersPagerProps {
  first: number;
  last: number;
  /** Unknown while searching. */
  total: number | undefined;
  canGoBack: boolean;
  canGoOn: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** What the list counts ('orders' unless said). */
  noun?: string;
}

export function OrdersPager({ first, last, total, canGoBack, canGoOn, onPrevious, onNext, noun = 'orders' }: OrdersPagerProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3">
      <p className="text-sm text-muted">
        Showing {first} to {last}
        {total !== undefined ? ` of ${total}` : ''} {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!canGoBack} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!canGoOn} onClick={onNext}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
