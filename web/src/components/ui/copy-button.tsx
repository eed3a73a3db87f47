import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/cn';
import { useTimedFlag } from '../../lib/use-timed-flag';

export const COPIED_MESSAGE = 'Copied to clipboard!';
/** Spec §9: the clipboard confirmation lasts 2 seconds. */
export const COPY_CONFIRM_MS = 2000;

/** Copies `value`; the icon turns into a tick for 2 s and a toast confirms it. */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const [copied, setCopied] = useTimedFlag(COPY_CONFIRM_MS);
  const { t } = useTranslation();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t('ui.copied'), { duration: COPY_CONFIRM_MS });
    } catch {
      toast.error(t('ui.copyFailed'));
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? t('ui.copiedLabel', { label }) : t('ui.copyLabel', { label })}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-line bg-raised text-muted hover:border-brand/60 hover:text-ink',
        copied && 'text-success',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
