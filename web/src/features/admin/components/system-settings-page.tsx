import { useState } from 'react';
import { useWatch, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { SystemSettingsBody, systemSettingsProblems, type SystemSettings } from '../../../../../shared/api/settings';
import * as z from '../../../../../shared/api/zod';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { TabList, TabPanel, type TabItem } from '../../../components/ui/tabs';
import { useAdminSystemSettings, useSaveSystemSettings } from '../api/settings';
import { ChangePasswordDialog } from './change-password-dialog';
import { Checkbox } from './plan-form-fields';
import { BusinessSettingsPanel, GeneralSettingsPanel } from './system-settings-panels';
import { adminQueryPage } from './admin-query-page';
import { SaveButton } from './save-button';
import { useZodForm } from '../../../lib/use-zod-form';

type Tab = 'general' | 'business' | 'security' | 'email' | 'notifications';

const TABS: readonly TabItem<Tab>[] = [
  { value: 'general', label: 'General' },
  { value: 'business', label: 'Business' },
  { value: 'security', label: 'Security' },
  { value: 'email', label: 'Email' },
  { value: 'notifications', label: 'Notifications' },
];

/** Which tab shows each field, so a refused save opens the tab of the first field in error. */
const TAB_OF: Record<keyof SystemSettings, Tab> = {
  siteName: 'general',
  siteDescription: 'general',
  siteUrl: 'general',
  contactEmail: 'general',
  supportEmail: 'general',
  address: 'general',
  currency: 'general',
  maintenanceMode: 'general',
  commissionRate: 'business',
  minPrice: 'business',
  maxPrice: 'business',
  minPayout: 'business',
  maxFileSize: 'business',
  allowedFormats: 'business',
  allowGuestCheckout: 'business',
  autoApproveUploads: 'business',
  enableReviews: 'business',
  requireEmailVerification: 'security',
  enableSMTP: 'email',
  smtpHost: 'email',
  smtpPort: 'email',
  smtpUser: 'email',
  smtpPassword: 'email',
  enableNotifications: 'notifications',
};

/** The server's rules, checked before sending: formats per field, then the rules across fields. */
const SystemSettingsRules = SystemSettingsBody.check(
  z.superRefine((settings, ctx) => {
    for (const problem of systemSettingsProblems(settings)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: settings });
    }
  }),
);

/** Admin §4: the warning follows the success toast by 1.5 s. */
const MAINTENANCE_WARNING_DELAY_MS = 1_500;

const firstTab = (errors: FieldErrors<SystemSettings>): Tab | undefined => {
  const field = (Object.keys(TAB_OF) as (keyof SystemSettings)[]).find((f) => errors[f]);
  return field && TAB_OF[field];
};

/** A 400's `details` (`body.minPrice`) land on their fields; returns the tab of the first. */
function showFieldErrors(error: unknown, setError: UseFormSetError<SystemSettings>): Tab | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return undefined;
  let tab: Tab | undefined;
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^body\./, '').split('.')[0]! : '';
    if (field in TAB_OF && typeof detail.message === 'string') {
      setError(field as keyof SystemSettings, { message: detail.message });
      tab ??= TAB_OF[field as keyof SystemSettings];
    }
  }
  return tab;
}

function SystemSettingsForm({ settings }: { settings: SystemSettings }) {
  const [tab, setTab] = useState<Tab>('general');
  const [changingPassword, setChangingPassword] = useState(false);
  const { register, handleSubmit, reset, setError, control, errors } = useZodForm<SystemSettings>(SystemSettingsRules, settings);
  const save = useSaveSystemSettings();
  const minPayout = useWatch({ control, name: 'minPayout' });

  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (saved) => {
          reset(saved);
          toast.success('Settings saved successfully!');
          if (saved.maintenanceMode && !settings.maintenanceMode) {
            setTimeout(() => toast.warning('Maintenance mode is now active!'), MAINTENANCE_WARNING_DELAY_MS);
          }
        },
        onError: (error) => {
          const errorTab = showFieldErrors(error, setError);
          if (errorTab) setTab(errorTab);
          toast.error('Failed to save settings');
        },
      }),
    (invalid) => {
      const errorTab = firstTab(invalid);
      if (errorTab) setTab(errorTab);
    },
  );

  const number = { valueAsNumber: true } as const;
  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="System settings" className="flex flex-col gap-6">
        <TabList label="Settings sections" idBase="settings" items={TABS} value={tab} onChange={setTab} />
        <Card className="flex flex-col gap-4">
          <GeneralSettingsPanel active={tab === 'general'} register={register} errors={errors} />

          <BusinessSettingsPanel active={tab === 'business'} register={register} errors={errors} minPayout={minPayout} />

          <TabPanel idBase="settings" value="security" active={tab === 'security'} className="flex flex-col gap-4">
            <CardTitle>Security</CardTitle>
            <Checkbox label="Require email verification for new accounts" {...register('requireEmailVerification')} />
            <div className="flex flex-col items-start gap-2 border-t border-line pt-4">
              <p className="text-sm font-medium text-ink">Your password</p>
              <CardDescription>Changing it signs you out everywhere else.</CardDescription>
              <Button variant="secondary" onClick={() => setChangingPassword(true)}>
                Change Password
              </Button>
            </div>
          </TabPanel>

          <TabPanel idBase="settings" value="email" active={tab === 'email'} className="flex flex-col gap-4">
            <CardTitle>Email</CardTitle>
            <CardDescription>Send the store&rsquo;s mail through your own SMTP server.</CardDescription>
            <Checkbox label="Enable SMTP" {...register('enableSMTP')} />
            <div className="grid gap-4 md:grid-cols-2">
              <Input label="SMTP host" autoComplete="off" {...register('smtpHost')} error={errors.smtpHost?.message} />
              <Input
                label="SMTP port"
                type="number"
                min={1}
                max={65535}
                step={1}
                {...register('smtpPort', number)}
                error={errors.smtpPort?.message}
              />
              <Input label="SMTP user" autoComplete="off" {...register('smtpUser')} error={errors.smtpUser?.message} />
              <Input
                label="SMTP password"
                type="password"
                autoComplete="new-password"
                hint="Stored secretly and shown masked; leave the mask to keep it."
                {...register('smtpPassword')}
                error={errors.smtpPassword?.message}
              />
            </div>
          </TabPanel>

          <TabPanel idBase="settings" value="notifications" active={tab === 'notifications'} className="flex flex-col gap-4">
            <CardTitle>Notifications</CardTitle>
            <Checkbox label="Enable notifications" {...register('enableNotifications')} />
          </TabPanel>
        </Card>
        <SaveButton busy={save.isPending} />
      </form>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}

/** Admin §2.13 System Settings: one form in five tabs, one Save, persisted and enforced by the server. */
export const AdminSystemSettingsPage = adminQueryPage(
  {
    title: 'System Settings',
    description: 'Site identity, business rules, security, email and notifications.',
    errorTitle: 'Could not load the settings',
  },
  useAdminSystemSettings,
  (data) => <SystemSettingsForm settings={data} />,
);
