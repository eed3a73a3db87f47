import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Download, KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../../../../shared/api/account';
import { useUserSettings } from '../../../lib/user-settings';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { exportMyData, useSaveSettings } from '../api/account';
import { ChangePasswordModal } from './change-password-modal';
import { DeleteAccount } from './delete-account';

/** Spec §8 texts. */
export const SETTINGS_SAVED = 'Settings saved successfully!';
export const SETTINGS_FAILED = 'Failed to save settings';
export const EXPORT_DONE = 'Data exported successfully!';
export const EXPORT_FAILED = 'Failed to export data';

const TOGGLES: { name: keyof UserSettings; label: string; hint: string }[] = [
  { name: 'notifications', label: 'Notifications', hint: 'Order and subscription updates in the bell' },
  { name: 'emailUpdates', label: 'Email updates', hint: 'A daily email when an artist you follow releases a new song' },
  { name: 'downloadNotifications', label: 'Download notifications', hint: 'Emails when a purchase is approved and ready to download' },
  { name: 'autoPlay', label: 'Auto-play', hint: 'Play the next song when one ends' },
  { name: 'highQualityAudio', label: 'High quality audio', hint: 'Play songs you own at 320 kbps (off: 128 kbps)' },
  { name: 'autoDownload', label: 'Auto-download', hint: 'Start the download once when a purchase is approved' },
  { name: 'darkMode', label: 'Dark mode', hint: 'The dark theme' },
];

function SettingsForm({ initial }: { initial: UserSettings }) {
  const save = useSaveSettings();
  const { register, handleSubmit } = useForm<UserSettings>({ defaultValues: initial });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => toast.success(SETTINGS_SAVED), onError: () => toast.error(SETTINGS_FAILED) }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label="Preferences" className="rounded-2xl border border-line bg-surface p-6">
      <h2 className="text-lg font-bold tracking-tight">Preferences</h2>
      <ul className="mt-4 divide-y divide-line">
        {TOGGLES.map((t) => (
          <li key={t.name} className="flex items-center justify-between gap-4 py-3">
            <label htmlFor={`setting-${t.name}`} className="min-w-0">
              <span className="block font-medium text-ink">{t.label}</span>
              <span className="block text-sm text-muted">{t.hint}</span>
            </label>
            <input id={`setting-${t.name}`} type="checkbox" className="size-5 accent-brand" {...register(t.name)} />
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Select label="Language" {...register('language')}>
          <option value="en">English</option>
          <option value="es">Español</option>
          <option value="fr">Français</option>
          <option value="de">Deutsch</option>
        </Select>
        <Select label="Currency" {...register('currency')}>
          <option value="USD">USD ($)</option>
          <option value="EUR">EUR (€)</option>
          <option value="GBP">GBP (£)</option>
          <option value="BDT">BDT (৳)</option>
        </Select>
      </div>
      <Button type="submit" className="mt-6" loading={save.isPending}>
        Save Settings
      </Button>
    </form>
  );
}

/** Spec §2 Settings: preferences, Change Password, Export Data and the Danger Zone. */
export function SettingsPanel() {
  const settings = useUserSettings();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    try {
      await exportMyData();
      toast.success(EXPORT_DONE);
    } catch {
      toast.error(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      {settings.isPending ? (
        <div aria-busy="true" className="h-96 animate-pulse rounded-2xl bg-surface" />
      ) : settings.isError ? (
        <LoadError title="We could not load your settings." onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm initial={settings.data ?? DEFAULT_USER_SETTINGS} />
      )}
      <section aria-labelledby="account-security-heading" className="rounded-2xl border border-line bg-surface p-6">
        <h2 id="account-security-heading" className="text-lg font-bold tracking-tight">
          Account
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change Password
          </Button>
          <Button variant="secondary" loading={exporting} onClick={() => void runExport()}>
            {!exporting && <Download aria-hidden="true" className="size-4" />}
            Export Data
          </Button>
        </div>
      </section>
      <DeleteAccount />
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
