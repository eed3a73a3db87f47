/**
 * The signed-in user's preferences (spec §3 User settings) and where the app applies them. Checked
 * by hand, not with zod: the player in the first download reads what the settings decide.
 */
import { useEffect } from 'react';
import type { DownloadQuality, Language, SettingsCurrency, UserSettings } from '../../../shared/api/account';
import { setLanguage } from '../i18n/i18n';
import { call } from './api-client';
import { PREFERRED_CURRENCY_KEY } from './currency';
import { writeLocal } from './local-store';
import { AUTOPLAY_KEY } from './player';
import { queryKeys } from './query-keys';
import { useUserQuery } from './user-query';

export type { UserSettings };

const BOOLEANS = [
  'notifications',
  'emailUpdates',
  'autoPlay',
  'highQualityAudio',
  'downloadNotifications',
  'autoDownload',
  'darkMode',
] as const;
const QUALITIES: readonly DownloadQuality[] = ['standard', 'high', 'lossless'];
const LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de'];
const CURRENCIES: readonly SettingsCurrency[] = ['USD', 'EUR', 'GBP', 'BDT'];

export function parseUserSettings(data: unknown): UserSettings {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const flags = Object.fromEntries(
    BOOLEANS.map((name) => {
      if (typeof f[name] !== 'boolean') throw new TypeError(`Settings.${name} must be a boolean`);
      return [name, f[name]];
    }),
  ) as Record<(typeof BOOLEANS)[number], boolean>;
  const pick = <T extends string>(name: string, allowed: readonly T[]): T => {
    if (!allowed.includes(f[name] as T)) throw new TypeError(`Settings.${name} is unknown`);
    return f[name] as T;
  };
  return {
    ...flags,
    downloadQuality: pick('downloadQuality', QUALITIES),
    language: pick('language', LANGUAGES),
    currency: pick('currency', CURRENCIES),
  };
}

export function useUserSettings() {
  return useUserQuery(queryKeys.userSettings.user, (signal) => call('getUserSettings', { signal, parse: parseUserSettings }));
}

/**
 * Applies saved settings on this device: the currency becomes the display currency, autoPlay drives
 * the player and the language becomes the UI's at once.
 */
export function applyUserSettings(settings: Pick<UserSettings, 'currency' | 'autoPlay' | 'language'>): void {
  writeLocal(PREFERRED_CURRENCY_KEY, settings.currency);
  writeLocal(AUTOPLAY_KEY, settings.autoPlay ? 'on' : 'off');
  void setLanguage(settings.language);
}

/** Signed in, the user's saved language wins over this device's choice (one settings read per session). */
export function useUserLanguage(): void {
  const { data } = useUserSettings();
  const language = data?.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
}
