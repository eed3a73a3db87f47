/**
 * Maintenance mode as `endpoint()` enforces it. The flag is read from the system settings item at
 * most once per `MAINTENANCE_CACHE_MS` per container (one GetItem every few seconds, not one per
 * request), so a save reaches every other warm Lambda within that window; the container that saves
 * sees it at once (`rememberMaintenance`), and so does the local stack, which runs every route in
 * one process. No zod here: every Lambda imports this module, and it must stay small.
 */
import { readSetting } from '../../data/settings-repo';
import { MaintenanceError } from '../../kernel/errors';

export const SYSTEM_SETTING = 'system';
export const MAINTENANCE_CACHE_MS = 5_000;

/**
 * Routes that answer while the store is down for maintenance besides every admin route: sign-in
 * (so an admin can get a token), and the public settings reads the SPA needs to render the
 * maintenance page, the header and the footer.
 */
export const OPEN_DURING_MAINTENANCE: ReadonlySet<string> = new Set([
  'login',
  'getPublicSiteSettings',
  'getWhatsAppSettings',
  'getHelpContent',
  'getScriptsContent',
  'getPaymentSettings',
]);

let cached: { on: boolean; until: number } | undefined;
/** The read in flight: requests that find the cache stale together share it (50 at once read once, not 50 times). */
let reading: Promise<boolean> | undefined;

/** Whether maintenance mode is on, from the per-container cache when it is fresh. */
export async function isMaintenanceOn(now = Date.now()): Promise<boolean> {
  if (cached && cached.until > now) return cached.on;
  reading ??= (async () => {
    const stored = await readSetting(SYSTEM_SETTING);
    const on = typeof stored === 'object' && stored !== null && (stored as { maintenanceMode?: unknown }).maintenanceMode === true;
    cached = { on, until: now + MAINTENANCE_CACHE_MS };
    return on;
  })().finally(() => {
    reading = undefined;
  });
  return reading;
}

/** Called by a save, so this container follows the new value without waiting for the cache. */
export function rememberMaintenance(on: boolean, now = Date.now()): void {
  cached = { on, until: now + MAINTENANCE_CACHE_MS };
}

/** Refuses the request when maintenance is on, unless the route stays open or the caller is an admin. */
export async function assertOpen(routeId: string, callerIsAdmin: boolean): Promise<void> {
  if (callerIsAdmin || OPEN_DURING_MAINTENANCE.has(routeId)) return;
  if (await isMaintenanceOn()) throw new MaintenanceError();
}
