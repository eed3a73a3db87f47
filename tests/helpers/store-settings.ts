import { expect } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { api, apiLoose } from './api';

/** Saves the store's settings with `change` over the current ones, the store kept open (maintenance off). */
export async function changeStoreSettings(admin: string, change: Partial<SystemSettings>): Promise<void> {
  const current = (await api('getSystemSettings', { token: admin })).body;
  const saved = await apiLoose('updateSystemSettings', { token: admin, body: { ...current, maintenanceMode: false, ...change } });
  expect(saved.status, saved.text).toBe(200);
}
