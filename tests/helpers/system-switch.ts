/** A suite that turns one on/off system setting (enableReviews, autoApproveUploads, …) and leaves it as it found it. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { adminToken, api, apiLoose } from './api';

type SwitchKey = { [K in keyof SystemSettings]: SystemSettings[K] extends boolean ? K : never }[keyof SystemSettings];

export interface SystemSwitch {
  /** The admin's token, signed in before the suite's tests. */
  admin: () => string;
  /** Saves the setting on or off over the current settings, and expects 200. */
  set: (on: boolean) => Promise<void>;
}

/** Signs the admin in before the suite's tests and, after them, puts `key` back as it was before. */
export function useSystemSwitch(key: SwitchKey): SystemSwitch {
  let token = '';
  let before = false;
  const set = async (on: boolean): Promise<void> => {
    const current = (await api('getSystemSettings', { token })).body;
    expect((await apiLoose('updateSystemSettings', { token, body: { ...current, [key]: on } })).status).toBe(200);
  };
  beforeAll(async () => {
    token = await adminToken();
    before = (await api('getSystemSettings', { token })).body[key];
  }, 60_000);
  afterAll(() => set(before), 60_000);
  return { admin: () => token, set };
}
