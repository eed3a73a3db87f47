import { type UseFormRegister, type UseFormSetError } from 'react-hook-form';
import { Landmark, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import type { PaymentSettings } from '../../../../../shared/api/catalogue';
import { PaymentSettingsBody, WALLET_LABEL, WALLETS, paymentSettingsProblems, type Wallet } from '../../../../../shared/api/settings';
import * as z from '../../../../../shared/api/zod';
import { ApiError } from '../../../lib/api-client';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { useAdminPaymentSettings, useSavePaymentSettings } from '../api/settings';
import { Checkbox } from './plan-form-fields';
import { adminQueryPage } from './admin-query-page';
import { GatewaySetupNote } from './gateway-setup-note';
import { SaveButton } from './save-button';
import { useZodForm } from '../../../lib/use-zod-form';

/** The server's rules, checked before sending: formats per field, then the rules across fields. */
const PaymentSettingsRules = PaymentSettingsBody.check(
  z.superRefine((settings, ctx) => {
    for (const problem of paymentSettingsProblems(settings)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: settings });
    }
  }),
);

/** Wallet numbers are often typed with spaces or dashes; they are stored as bare digits. */
const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

/** The bank account's fields; the numbers are stored as bare digits. */
const BANK_FIELDS = [
  { name: 'bank_name', label: 'Bank name', maxLength: 100, digits: false },
  { name: 'bank_account', label: 'Account number', maxLength: 30, digits: true },
  { name: 'bank_routing', label: 'Routing number', maxLength: 12, digits: true },
] as const;

const FIELDS = new Set<string>(Object.keys(PaymentSettingsBody.def.shape));

/** A 400's `details` (`body.bkash`) land on their fields; true when any did. */
function showFieldErrors(error: unknown, setError: UseFormSetError<PaymentSettings>): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return false;
  let shown = false;
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^body\./, '') : '';
    if (FIELDS.has(field) && typeof detail.message === 'string') {
      setError(field as keyof PaymentSettings, { message: detail.message });
      shown = true;
    }
  }
  return shown;
}

function WalletFields({ wallet, register, error }: { wallet: Wallet; register: UseFormRegister<PaymentSettings>; error?: string }) {
  const label = WALLET_LABEL[wallet];
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-2">
        <Smartphone aria-hidden="true" className="size-5 text-brand" />
        <h3 className="font-bold text-ink">{label}</h3>
      </div>
      <Checkbox label={`Enable ${label}`} {...register(`${wallet}_enabled`)} />
      <Input
        label={`${label} number`}
        placeholder="01XXXXXXXXX"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        {...register(wallet, { setValueAs: digitsOnly })}
        error={error}
      />
    </Card>
  );
}

function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { register, handleSubmit, reset, setError, errors } = useZodForm<PaymentSettings>(PaymentSettingsRules, settings);
  const save = useSavePaymentSettings();

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(saved);
        toast.success('Payment settings saved successfully!');
      },
      onError: (error) => {
        showFieldErrors(error, setError);
        toast.error('Failed to save settings');
      },
    }),
  );

  const methodsError = errors.bkash_enabled?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Payment settings" className="flex flex-col gap-6">
      <section aria-labelledby="wallets-heading">
        <CardTitle id="wallets-heading">Mobile wallets</CardTitle>
        <CardDescription>Buyers send money to these numbers. A wallet is offered only while it is enabled.</CardDescription>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {WALLETS.map((wallet) => (
            <WalletFields key={wallet} wallet={wallet} register={register} error={errors[wallet]?.message} />
          ))}
        </div>
      </section>

      <section aria-labelledby="bank-heading">
        <Card className="flex flex-col gap-4">
          <div className="flex items-center gap-2">
            <Landmark aria-hidden="true" className="size-5 text-brand" />
            <CardTitle id="bank-heading">Bank transfer</CardTitle>
          </div>
          <CardDescription className="mt-0">
            Bank transfer is offered while an account number is set. Clear all three to stop it.
          </CardDescription>
          <div className="grid gap-4 md:grid-cols-3">
            {BANK_FIELDS.map(({ name, label, maxLength, digits }) => (
              <Input
                key={name}
                label={label}
                inputMode={digits ? 'numeric' : undefined}
                autoComplete="off"
                maxLength={maxLength}
                {...register(name, digits ? { setValueAs: digitsOnly } : undefined)}
                error={errors[name]?.message}
              />
            ))}
          </div>
        </Card>
      </section>

      {methodsError && <FormMessage tone="error" text={methodsError} />}
      <SaveButton busy={save.isPending} />
    </form>
  );
}

/** Admin §2.16 Wallet Settings: the wallet numbers and bank account that invoices, checkout and the purchase dialog show. */
export const AdminPaymentSettingsPage = adminQueryPage(
  {
    title: 'Wallet Settings',
    description: 'Where buyers send manual payments: bKash, Nagad, Rocket and bank transfer.',
    notice: <GatewaySetupNote lead="Card and online payments (Stripe, PayPal, SSLCommerz)" />,
    errorTitle: 'Could not load the payment settings',
  },
  useAdminPaymentSettings,
  (data) => <PaymentSettingsForm settings={data} />,
);
