/**
 * Integrations (admin §2.11, §3 Integration record): six known services, each configured with its
 * own fields. Required fields are checked on save (400 naming the field); secret fields are sealed
 * at rest and only ever answered as a mask (`••••` + last four), and the mask sent back keeps them.
 */
import * as z from './zod';

export const INTEGRATION_CATEGORIES = ['payment', 'marketing', 'analytics', 'storage', 'communication'] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

export interface IntegrationField {
  key: string;
  label: string;
  required?: boolean;
  secret?: boolean;
  /** A checkbox (the wallet provider's sandbox switch); every other field is text. */
  checkbox?: boolean;
  placeholder?: string;
}

export interface IntegrationDefinition {
  id: string;
  name: string;
  category: IntegrationCategory;
  description: string;
  fields: readonly IntegrationField[];
}

export const INTEGRATION_IDS = ['stripe', 'paypal', 'mailchimp', 'google-analytics', 'aws-s3', 'discord'] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

/** Admin §3's table, in its order: fields marked * are required, those marked secret are masked. */
export const INTEGRATIONS: Record<IntegrationId, IntegrationDefinition> = {
  stripe: {
    id: 'stripe',
    name: 'Stripe',
    category: 'payment',
    description: 'Card payments',
    fields: [
      { key: 'public_key', label: 'Public key', required: true, placeholder: 'pk_live_…' },
      { key: 'secret_key', label: 'Secret key', required: true, secret: true, placeholder: 'sk_live_…' },
      { key: 'webhook_secret', label: 'Webhook secret', secret: true, placeholder: 'whsec_…' },
    ],
  },
  paypal: {
    id: 'paypal',
    name: 'PayPal',
    category: 'payment',
    description: 'Wallet payments',
    fields: [
      { key: 'client_id', label: 'Client ID', required: true },
      { key: 'client_secret', label: 'Client secret', required: true, secret: true },
      { key: 'sandbox', label: 'Sandbox mode', checkbox: true },
    ],
  },
  mailchimp: {
    id: 'mailchimp',
    name: 'Mailchimp',
    category: 'marketing',
    description: 'Email marketing',
    fields: [
      { key: 'api_key', label: 'API key', required: true, secret: true },
      { key: 'list_id', label: 'List ID', required: true },
    ],
  },
  'google-analytics': {
    id: 'google-analytics',
    name: 'Google Analytics',
    category: 'analytics',
    description: 'Web analytics',
    fields: [
      { key: 'tracking_id', label: 'Tracking ID', required: true, placeholder: 'G-XXXXXXXXXX' },
      { key: 'measurement_id', label: 'Measurement ID', placeholder: 'G-XXXXXXXXXX' },
    ],
  },
  'aws-s3': {
    id: 'aws-s3',
    name: 'AWS S3',
    category: 'storage',
    description: 'Cloud file storage',
    fields: [
      { key: 'access_key', label: 'Access key', required: true },
      { key: 'secret_key', label: 'Secret key', required: true, secret: true },
      { key: 'bucket_name', label: 'Bucket name', required: true },
      { key: 'region', label: 'Region', required: true, placeholder: 'us-east-1' },
    ],
  },
  discord: {
    id: 'discord',
    name: 'Discord',
    category: 'communication',
    description: 'Chat community',
    fields: [
      { key: 'webhook_url', label: 'Webhook URL', required: true, placeholder: 'https://discord.com/api/webhooks/…' },
      { key: 'bot_token', label: 'Bot token', secret: true },
    ],
  },
};

export const CONFIG_VALUE_MAX = 500;

/** A Google tag id (GA4 `G-…`, Universal `UA-…-1`, Ads `AW-…`): the only thing the site's analytics tag is given. */
export const ANALYTICS_ID = /^(G|GT|UA|AW)-[A-Z0-9-]{4,24}$/;

/** GET /api/settings/analytics: the web analytics tag the site loads, when the integration is on. */
export const AnalyticsTag = /* @__PURE__ */ z.lazySchema(() => z.object({ measurementId: z.nullable(z.string()) }));
export type AnalyticsTag = z.infer<typeof AnalyticsTag>;

export const IntegrationIdSchema = /* @__PURE__ */ z.lazySchema(() =>
  z.enum(INTEGRATION_IDS, `Integration must be one of ${INTEGRATION_IDS.join(', ')}`),
);

/** A field's value: text (trimmed, one line) or the checkbox's boolean. */
const ConfigValue = /* @__PURE__ */ z.lazySchema(() =>
  z.union([
    z.boolean(),
    z.string().check(
      z.trim(),
      z.maxLength(CONFIG_VALUE_MAX, `Values must be at most ${CONFIG_VALUE_MAX} characters`),
      z.refine((v) => ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), 'Values must be one line of text'),
    ),
  ]),
);
export const IntegrationConfig = /* @__PURE__ */ z.lazySchema(() =>
  z.record(z.string().check(z.regex(/^[a-z_]{1,40}$/, 'Unknown field')), ConfigValue),
);
export type IntegrationConfig = z.infer<typeof IntegrationConfig>;

/** PUT /api/admin/integrations (admin §7): `{integration_id, config, is_active}`. */
export const SaveIntegrationBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  integration_id: IntegrationIdSchema,
  config: IntegrationConfig,
  is_active: z.boolean(),
}));
export type SaveIntegrationBody = z.infer<typeof SaveIntegrationBody>;

export const IntegrationParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ id: IntegrationIdSchema }));
export const ToggleIntegrationBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ is_active: z.boolean() }));

/** One integration as a read shows it: secrets masked; `configured` once its required fields were saved. */
export const Integration = /* @__PURE__ */ z.lazyObject(() => ({
  integration_id: IntegrationIdSchema,
  name: z.string(),
  category: z.enum(INTEGRATION_CATEGORIES),
  config: IntegrationConfig,
  is_active: z.boolean(),
  configured: z.boolean(),
  updated_at: z.nullable(z.string()),
}));
export type Integration = z.infer<typeof Integration>;
export const IntegrationList = /* @__PURE__ */ z.lazySchema(() => z.array(Integration));

export interface ConfigProblem {
  field: string;
  message: string;
}

/**
 * The rules of the configure dialog (admin §5, "Integration dialog"), shared by the server and the
 * form: only the integration's own fields, the right kind of value for each, required ones present.
 */
export function integrationConfigProblems(id: IntegrationId, config: IntegrationConfig): ConfigProblem[] {
  const def = INTEGRATIONS[id];
  const problems: ConfigProblem[] = [];
  for (const key of Object.keys(config)) {
    if (!def.fields.some((f) => f.key === key)) problems.push({ field: key, message: `${def.name} has no field ${key}` });
  }
  for (const field of def.fields) {
    const value = config[field.key];
    if (field.checkbox) {
      if (value !== undefined && typeof value !== 'boolean')
        problems.push({ field: field.key, message: `${field.label} must be on or off` });
      continue;
    }
    if (value !== undefined && typeof value !== 'string') {
      problems.push({ field: field.key, message: `${field.label} must be text` });
    } else if (field.required && (value ?? '').trim() === '') {
      problems.push({ field: field.key, message: `${field.label} is required` });
    } else if (field.key === 'webhook_url' && value && !/^https:\/\/\S+$/.test(value)) {
      problems.push({ field: field.key, message: `${field.label} must start with https://` });
    } else if (id === 'google-analytics' && value && !ANALYTICS_ID.test(value)) {
      problems.push({ field: field.key, message: `${field.label} must look like G-XXXXXXXXXX` });
    }
  }
  return problems;
}
