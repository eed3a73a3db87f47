import { useState } from 'react';
import { useForm, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { CheckCircle2, PlugZap } from 'lucide-react';
import { toast } from 'sonner';
import { GATEWAY_LABEL, GATEWAY_NAMES, gatewayProblems, type GatewayName, type PaymentGateways } from '../../../../../shared/api/gateways';
import { isMasked } from '../../../../../shared/api/settings';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { usePaymentGateways, useSavePaymentGateways, useTestPaymentGateway } from '../api/integrations';
import { Checkbox } from './plan-form-fields';
import { adminQueryPage } from './admin-query-page';
import { SaveButton } from './save-button';
import { useTimedFlag } from '../../../lib/use-timed-flag';

/** Admin §4: the saved banner shows for 3 seconds. */
export const SAVED_BANNER_MS = 3000;

interface FieldSpec {
  key: string;
  label: string;
  secret?: boolean;
  placeholder?: string;
}

const FIELDS: Record<GatewayName, FieldSpec[]> = {
  stripe: [
    { key: 'publishableKey', label: 'Publishable key', placeholder: 'pk_live_…' },
    { key: 'secretKey', label: 'Secret key', secret: true, placeholder: 'sk_live_…' },
    { key: 'webhookSecret', label: 'Webhook secret', secret: true, placeholder: 'whsec_…' },
  ],
  paypal: [
    { key: 'clientId', label: 'Client ID' },
    { key: 'clientSecret', label: 'Client secret', secret: true },
    { key: 'webhookId', label: 'Webhook ID', placeholder: 'From the PayPal app’s webhook' },
  ],
  sslcommerz: [
    { key: 'storeId', label: 'Store ID' },
    { key: 'storePassword', label: 'Store password', secret: true },
  ],
};

const DESCRIPTION: Record<GatewayName, string> = {
  stripe: 'Card payments',
  paypal: 'PayPal wallet and cards',
  sslcommerz: 'Bangladeshi cards, mobile banking and internet banking',
};

type TestOutcome = { ok: boolean; text: string };

function GatewaySection({
  name,
  register,
  errors,
  values,
}: {
  name: GatewayName;
  register: UseFormRegister<PaymentGateways>;
  errors: FieldErrors<PaymentGateways>;
  values: () => PaymentGateways;
}) {
  const label = GATEWAY_LABEL[name];
  const test = useTestPaymentGateway();
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const fieldErrors = (errors[name] ?? {}) as Record<string, { message?: string } | undefined>;

  const onTest = () => {
    setOutcome(null);
    test.mutate(
      { name, settings: values()[name] },
      {
        onSuccess: (result) =>
          setOutcome(
            result.success
              ? { ok: true, text: `${label} connection successful!` }
              : { ok: false, text: `${label} connection failed: ${result.error ?? 'unknown error'}` },
          ),
        onError: (error) =>
          setOutcome({
            ok: false,
            text:
              error instanceof ApiError && error.status === 400
                ? `${label} connection failed: ${error.message}`
                : `Error testing ${label}: ${error.message}`,
          }),
      },
    );
  };

  return (
    <Card role="region" aria-label={label} className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <CardTitle>{label}</CardTitle>
          <CardDescription>{DESCRIPTION[name]}</CardDescription>
        </div>
        <Checkbox label={`Enable ${label}`} {...register(`${name}.enabled`)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS[name].map((field) => (
          <Input
            key={field.key}
            label={field.label}
            type={field.secret ? 'password' : 'text'}
            autoComplete="off"
            placeholder={field.placeholder}
            {...register(`${name}.${field.key}` as `${typeof name}.enabled`)}
            error={fieldErrors[field.key]?.message}
          />
        ))}
        {name !== 'stripe' && (
          <Select label="Mode" {...register(`${name}.mode`)}>
            <option value="sandbox">Sandbox</option>
            <option value="live">Live</option>
          </Select>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" loading={test.isPending} onClick={onTest}>
          <PlugZap aria-hidden="true" className="size-4" />
          Test Connection
        </Button>
        {outcome && (
          <p role="alert" className={cn('text-sm font-medium', outcome.ok ? 'text-success' : 'text-danger')}>
            {outcome.text}
          </p>
        )}
      </div>
    </Card>
  );
}

function GatewaysForm({ gateways }: { gateways: PaymentGateways }) {
  const save = useSavePaymentGateways();
  const [saved, setSaved] = useTimedFlag(SAVED_BANNER_MS);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors },
  } = useForm<PaymentGateways>({ defaultValues: gateways });

  const onSubmit = handleSubmit((values) => {
    let refused = false;
    for (const name of GATEWAY_NAMES) {
      const g = values[name] as Record<string, string | boolean>;
      const masked = new Set(Object.keys(g).filter((k) => typeof g[k] === 'string' && isMasked(g[k])));
      for (const p of gatewayProblems(name, values[name], masked)) {
        if (!values[name].enabled && g[p.field] === '') continue;
        setError(`${name}.${p.field}` as `${GatewayName}.enabled`, { message: p.message });
        refused = true;
      }
    }
    if (refused) return;
    save.mutate(values, {
      onSuccess: (stored) => {
        reset(stored);
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && Array.isArray(error.details)) {
          for (const d of error.details as { path?: string; message?: string }[]) {
            if (d.path?.startsWith('body.')) setError(d.path.slice(5) as `${GatewayName}.enabled`, { message: d.message });
          }
        }
        toast.error('Error saving payment gateway settings');
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Payment gateways" className="flex flex-col gap-6">
      {saved && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium text-success"
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Settings saved successfully!
        </p>
      )}
      {GATEWAY_NAMES.map((name) => (
        <GatewaySection key={name} name={name} register={register} errors={errors} values={getValues} />
      ))}
      <SaveButton busy={save.isPending} />
    </form>
  );
}

/** Admin §2.15 Payment Gateway Configuration: Stripe, PayPal and SSLCommerz with a Test Connection each. */
export const AdminPaymentGatewayPage = adminQueryPage(
  {
    title: 'Payment Gateway Configuration',
    description: 'Card and online payment providers. Secret keys are stored encrypted and shown masked.',
    errorTitle: 'Could not load the payment gateways',
  },
  usePaymentGateways,
  (data) => <GatewaysForm gateways={data} />,
);
