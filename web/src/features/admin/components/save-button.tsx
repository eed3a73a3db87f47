import { Button } from '../../../components/ui/button';

/** The submit button at the foot of an admin settings form, on the right. */
export function SaveButton({ busy, label = 'Save Settings', disabled }: { busy: boolean; label?: string; disabled?: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={busy} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}
