/**
 * The system settings as the server's rules read them (brand in mails and licence PDFs, email
 * verification): at most one GetItem per `SYSTEM_SETTINGS_CACHE_MS` per container, like the
 * maintenance flag, so a request that needs them several times (or a busy route) never reads the
 * table per use. The container that saves follows at once (`rememberSystemSettings`); other warm
 * containers within the window. Kept apart from settings.ts so sign-in and order routes do not
 * bundle the other settings' schemas.
 */
import { SystemSettings } from '../../../shared/api/settings';
import { readSetting } from '../../data/settings-repo';
import { logger } from '../../lib/log';
import { DEFAULT_SYSTEM_SETTINGS } from './defaults';
import { MAINTENANCE_CACHE_MS, SYSTEM_SETTING } from './maintenance';

export const SYSTEM_SETTINGS_CACHE_MS = MAINTENANCE_CACHE_MS;

let cached: { value: SystemSettings; until: number } | undefined;
/** The read in flight, shared by the requests that find the cache stale together. */
let reading: Promise<SystemSettings> | undefined;

/** The stored settings over the defaults, field by field; a damaged item serves the defaults. */
async function readFresh(): Promise<SystemSettings> {
  const stored = await readSetting(SYSTEM_SETTING);
  const merged = typeof stored === 'object' && stored !== null ? { ...DEFAULT_SYSTEM_SETTINGS, ...stored } : DEFAULT_SYSTEM_SETTINGS;
  const parsed = SystemSettings.safeParse(merged);
  if (!parsed.success) logger.warn('stored setting system is invalid; serving defaults');
  return parsed.success ? parsed.data : DEFAULT_SYSTEM_SETTINGS;
}

/** The system settings, SMTP password included (server side only), from the container's cache when fresh. */
export async function cachedSystemSettings(now = Date.now()): Promise<SystemSettings> {
  if (cached && cached.until > now) return cached.value;
  reading ??= readFresh()
    .then((value) => {
      cached = { value, until: now + SYSTEM_SETTINGS_CACHE_MS };
      return value;
    })
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/** Called by a save, so this container follows the new settings without waiting for the cache. */
export function rememberSystemSettings(value: SystemSettings, now = Date.now()): void {
  cached = { value, until: now + SYSTEM_SETTINGS_CACHE_MS };
}
