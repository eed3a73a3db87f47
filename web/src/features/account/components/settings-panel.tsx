import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Download, KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../../../../shared/api/account';
import { useUserSettings } from '../../../lib/user-settings';
import { Button } from '../../../components/ui/button';
import { AccountQuery } from './account-query';
import { Select } from '../../../components/ui/select';
import { exportMyData, useSaveSettings } from '../api/account';
import { ChangePasswordModal } from './change-password-modal';
import { DeleteAccount } from './delete-account';
import { TitledSection } from '../../../components/ui/titled-section';

/** Spec §8 texts. */
export const SETTINGS_SAVED = 'Settings saved successfully!';
export const SETTINGS_FAILED = 'Failed to save settings';
export const EXPORT_DONE = 'Data exported successfully!';
export const EXPORT_FAILED = 'Failed to export data';

/** The preferences shown as switches; label and hint are `settings.toggles.<name>`. */
const TOGGLES = [
  'notifications',
  'emailUpdates',
  'downloadNotifications',
  'autoPlay',
  'highQualityAudio',
  'autoDownload',
  'darkMode',
] as const satisfies readonly (keyof UserSettings)[];

function SettingsForm({ initial }: { initial: UserSettings }) {
  const save = useSaveSettings();
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<UserSettings>({ defaultValues: initial });
  // The toast comes after the save, so it speaks the language just chosen.
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => toast.success(t('settings.saved')), onError: () => toast.error(t('settings.failed')) }),
  );
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('settings.preferences')}
      className="rounded-2xl border border-line bg-surface p-6"
    >
      <h2 className="text-lg font-bold tracking-tight">{t('settings.preferences')}</h2>
      <ul className="mt-4 divide-y divide-line">
        {TOGGLES.map((name) => (
          <li key={name} className="flex items-center justify-between gap-4 py-3">
            <label htmlFor={`setting-${name}`} className="min-w-0">
              <span className="block font-medium text-ink">{t(`settings.toggles.${name}.label`)}</span>
              <span className="block text-sm text-muted">{t(`settings.toggles.${name}.hint`)}</span>
            </label>
            <input id={`setting-${name}`} type="checkbox" className="size-5 accent-brand" {...register(name)} />
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Select label={t('settings.language')} {...register('language')}>
          <option value="en">English</option>
          <option value="es">Español</option>
          <option value="fr">Français</option>
          <option value="de">Deutsch</option>
        </Select>
        <Select label={t('settings.currency')} {...register('currency')}>
          <option value="USD">USD ($)</option>
          <option value="EUR">EUR (€)</option>
          <option value="GBP">GBP (£)</option>
          <option value="BDT">BDT (৳)</option>
        </Select>
        {/* Licence tiers (issue 25): the default among the files a licence allows. */}
        <Select label={t('settings.downloadQuality')} {...register('downloadQuality')}>
          <option value="standard">{t('settings.qualityStandard')}</option>
          <option value="high">{t('settings.qualityHigh')}</option>
          <option value="lossless">{t('settings.qualityLossless')}</option>
        </Select>
      </div>
      <Button type="submit" className="mt-6" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </form>
  );
}

/** Spec §2 Settings: preferences, Change Password, Export Data and the Danger Zone. */
export function SettingsPanel() {
  const settings = useUserSettings();
  const { t } = useTranslation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    try {
      await exportMyData();
      toast.success(t('settings.exported'));
    } catch {
      toast.error(t('settings.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <AccountQuery query={settings} errorKey="settings.loadFailed">
        {(data) => <SettingsForm initial={data ?? DEFAULT_USER_SETTINGS} />}
      </AccountQuery>
      <TitledSection title={t('settings.account')} className="rounded-2xl border border-line bg-surface p-6">
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('settings.changePassword')}
          </Button>
          <Button variant="secondary" loading={exporting} onClick={() => void runExport()}>
            {!exporting && <Download aria-hidden="true" className="size-4" />}
            {t('settings.exportData')}
          </Button>
        </div>
      </TitledSection>
      <DeleteAccount />
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
