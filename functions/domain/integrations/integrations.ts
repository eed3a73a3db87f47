/**
 * Integrations (admin §2.11, §4): not configured → configured (inactive) → active. A save checks
 * the integration's own fields (400 naming each), seals the secret ones and keeps a stored secret
 * when its mask comes back; reads answer secrets only as masks. Values are never logged.
 */
import {
  ANALYTICS_ID,
  INTEGRATION_IDS,
  INTEGRATIONS,
  integrationConfigProblems,
  type AnalyticsTag,
  type Integration,
  type IntegrationConfig,
  type IntegrationId,
  type SaveIntegrationBody,
} from '../../../shared/api/integrations';
import { isMasked } from '../../../shared/api/settings';
import { readIntegrations, setIntegrationActive, writeIntegration, type StoredIntegration } from '../../data/integrations-repo';
import { maskOfSealed, secretsBox } from '../../lib/secrets-box';
import { ValidationError } from '../../kernel/errors';

/** The box context of one secret field: a sealed value copied to another field will not open. */
export const integrationSecretContext = (id: IntegrationId, field: string) => `integration.${id}.${field}`;

function view(id: IntegrationId, stored: StoredIntegration | undefined): Integration {
  const def = INTEGRATIONS[id];
  const config: IntegrationConfig = {};
  for (const field of def.fields) {
    const value = stored?.config[field.key];
    if (value === undefined) continue;
    config[field.key] = field.secret && typeof value === 'string' ? maskOfSealed(value) : value;
  }
  return {
    integration_id: id,
    name: def.name,
    category: def.category,
    config,
    is_active: stored?.isActive ?? false,
    configured: stored !== undefined,
    updated_at: stored?.updatedAt ?? null,
  };
}

/** The six integrations in admin §3's order, configured or not. */
export async function listIntegrations(): Promise<Integration[]> {
  const stored = await readIntegrations(INTEGRATION_IDS);
  return INTEGRATION_IDS.map((id) => view(id, stored.get(id)));
}

const refuse = (problems: { field: string; message: string }[]): never => {
  throw new ValidationError(
    problems[0]!.message,
    problems.map((p) => ({ path: `body.config.${p.field}`, message: p.message })),
  );
};

/**
 * The web analytics tag the site loads (issue 11): the measurement id (else the tracking id) while
 * the integration is on, and only an id of the expected shape, since it becomes part of a script URL.
 */
export async function getAnalyticsTag(): Promise<AnalyticsTag> {
  const stored = (await readIntegrations(['google-analytics'])).get('google-analytics');
  const id = stored?.isActive
    ? [stored.config.measurement_id, stored.config.tracking_id].find((v) => typeof v === 'string' && v !== '')
    : undefined;
  return { measurementId: typeof id === 'string' && ANALYTICS_ID.test(id) ? id : null };
}

/** Saves an integration's whole configuration and its switch in one write. */
export async function saveIntegration(body: SaveIntegrationBody, adminId: string, now = new Date()): Promise<Integration> {
  const id = body.integration_id;
  const def = INTEGRATIONS[id];
  const previous = (await readIntegrations([id])).get(id);
  // A mask stands for what is stored; with nothing stored it stands for nothing.
  const resolved: IntegrationConfig = {};
  const kept = new Set<string>();
  for (const [key, value] of Object.entries(body.config)) {
    const secret = def.fields.find((f) => f.key === key)?.secret;
    if (secret && typeof value === 'string' && isMasked(value)) {
      resolved[key] = previous?.config[key] ?? '';
      kept.add(key);
    } else {
      resolved[key] = value;
    }
  }
  const problems = integrationConfigProblems(id, resolved);
  if (problems.length > 0) refuse(problems);

  const config: StoredIntegration['config'] = {};
  for (const field of def.fields) {
    const value = resolved[field.key];
    if (value === undefined || value === '') continue;
    config[field.key] =
      field.secret && typeof value === 'string' && !kept.has(field.key)
        ? await secretsBox().seal(value, integrationSecretContext(id, field.key))
        : value;
  }
  const stored: StoredIntegration = { id, config, isActive: body.is_active, updatedAt: now.toISOString() };
  await writeIntegration(stored, adminId);
  return view(id, stored);
}

/** Turns a configured integration on or off; one never configured cannot be switched (400). */
export async function toggleIntegration(id: IntegrationId, isActive: boolean, adminId: string, now = new Date()): Promise<Integration> {
  const switched = await setIntegrationActive(id, isActive, adminId, now.toISOString());
  if (!switched) {
    throw new ValidationError(`Configure ${INTEGRATIONS[id].name} before switching it`, [
      { path: 'params.id', message: `${INTEGRATIONS[id].name} is not configured` },
    ]);
  }
  return view(id, (await readIntegrations([id])).get(id));
}
