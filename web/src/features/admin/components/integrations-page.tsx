import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BarChart3, CreditCard, HardDrive, Mail, MessagesSquare, Settings2, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  INTEGRATIONS,
  integrationConfigProblems,
  type Integration,
  type IntegrationCategory,
  type IntegrationConfig,
} from '../../../../../shared/api/integrations';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { useIntegrations, useSaveIntegration, useToggleIntegration } from '../api/integrations';
import { AdminHeader } from './admin-layout';
import { Checkbox } from './plan-form-fields';
import { QueryState } from '../../../components/ui/query-state';
import { GatewaySetupNote } from './gateway-setup-note';

const CATEGORY_ICON: Record<IntegrationCategory, LucideIcon> = {
  payment: CreditCard,
  marketing: Mail,
  analytics: BarChart3,
  storage: HardDrive,
  communication: MessagesSquare,
};

/** The field paths a refused save names (`body.config.<field>`), with their messages. */
function fieldErrors(error: unknown): [string, string][] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as { path?: string; message?: string }[])
    .filter((d) => d.path?.startsWith('body.config.'))
    .map((d) => [d.path!.slice('body.config.'.length), d.message ?? error.message]);
}

function ConfigureDialog({ integration, onClose }: { integration: Integration; onClose: () => void }) {
  const def = INTEGRATIONS[integration.integration_id];
  const save = useSaveIntegration();
  const defaults = Object.fromEntries(def.fields.map((f) => [f.key, integration.config[f.key] ?? (f.checkbox ? false : '')]));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<IntegrationConfig>({ defaultValues: defaults });

  const onSubmit = handleSubmit((values) => {
    const config = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
    const problems = integrationConfigProblems(integration.integration_id, config);
    if (problems.length > 0) {
      for (const p of problems) setError(p.field, { message: p.message });
      return;
    }
    save.mutate(
      { integration_id: integration.integration_id, config, is_active: integration.is_active },
      {
        onSuccess: () => {
          toast.success(`${def.name} configured`);
          onClose();
        },
        onError: (error) => {
          for (const [field, message] of fieldErrors(error)) setError(field, { message });
          toast.error(error.message);
        },
      },
    );
  });

  return (
    <Dialog open onClose={onClose} title={`Configure ${def.name}`} description={def.description}>
      <form onSubmit={onSubmit} noValidate aria-label={`${def.name} configuration`} className="flex flex-col gap-4">
        {def.fields.map((field) =>
          field.checkbox ? (
            <Checkbox key={field.key} label={field.label} {...register(field.key)} />
          ) : (
            <Input
              key={field.key}
              label={field.required ? `${field.label} *` : field.label}
              type={field.secret ? 'password' : 'text'}
              autoComplete="off"
              placeholder={field.placeholder}
              hint={field.secret && integration.config[field.key] ? 'Stored encrypted. Leave the mask to keep it.' : undefined}
              {...register(field.key)}
              error={errors[field.key]?.message}
            />
          ),
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Configuration
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function IntegrationCard({ integration, onConfigure }: { integration: Integration; onConfigure: () => void }) {
  const def = INTEGRATIONS[integration.integration_id];
  const Icon = CATEGORY_ICON[def.category];
  const toggle = useToggleIntegration();
  const state = integration.is_active ? 'Active' : integration.configured ? 'Configured' : 'Not configured';
  return (
    <Card
      role="region"
      aria-label={def.name}
      className={cn('flex flex-col gap-4', !integration.is_active && integration.configured && 'opacity-90')}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
        <div className="min-w-0 flex-1">
          <CardTitle>{def.name}</CardTitle>
          <CardDescription>
            {def.description} · <span className="capitalize">{def.category}</span>
          </CardDescription>
        </div>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            integration.is_active ? 'bg-success/15 text-success' : 'bg-raised text-muted',
          )}
        >
          {state}
        </span>
      </div>
      <div className="mt-auto flex items-center justify-between gap-3">
        <Button variant="secondary" size="sm" onClick={onConfigure}>
          <Settings2 aria-hidden="true" className="size-4" />
          Configure
        </Button>
        {/* Admin §2.11, §4: the switch appears once the integration is configured. */}
        {integration.configured && (
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              role="switch"
              className="size-4 accent-brand"
              checked={integration.is_active}
              disabled={toggle.isPending}
              onChange={(event) =>
                toggle.mutate(
                  { id: integration.integration_id, isActive: event.target.checked },
                  {
                    onSuccess: (saved) => toast.success(`${def.name} ${saved.is_active ? 'activated' : 'deactivated'}`),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            />
            Active
          </label>
        )}
      </div>
    </Card>
  );
}

/** Admin §2.11 Integrations: the non-payment cards, a Configure dialog each, and a switch once configured. */
export function AdminIntegrationsPage() {
  const integrations = useIntegrations();
  const [configuring, setConfiguring] = useState<Integration | null>(null);
  return (
    <>
      <AdminHeader title="Integrations" description="Connect marketing, analytics, storage and community services." />
      {/* One screen per thing: card and wallet providers are set up (and tested) under Gateway Setup only. */}
      <GatewaySetupNote lead="Payment providers (Stripe, PayPal, SSLCommerz)" />
      <QueryState query={integrations} errorTitle="Could not load the integrations">
        {(data) => (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data
              .filter((integration) => INTEGRATIONS[integration.integration_id].category !== 'payment')
              .map((integration) => (
                <IntegrationCard
                  key={integration.integration_id}
                  integration={integration}
                  onConfigure={() => setConfiguring(integration)}
                />
              ))}
          </div>
        )}
      </QueryState>
      {configuring && <ConfigureDialog integration={configuring} onClose={() => setConfiguring(null)} />}
    </>
  );
}
