import { CheckCircle2, AlertCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type MessageTone = 'success' | 'error';

/** Spec rule: a message that says 'successful' is good news, anything else is an error. */
export const toneOf = (text: string): MessageTone => (/successful/i.test(text) ? 'success' : 'error');

/** Inline outcome of a form submission, announced to screen readers. */
export function FormMessage({ text, tone = toneOf(text), className }: { text: string; tone?: MessageTone; className?: string }) {
  const Icon = tone === 'success' ? CheckCircle2 : AlertCircle;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        tone === 'success' ? 'border-success/40 bg-success/10 text-success' : 'border-danger/40 bg-danger/10 text-danger',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
