import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicSiteSettings } from '../../../../shared/api/settings';
import { site } from '../../config/site';
import { call, maintenanceAnswerCount, onMaintenance } from '../../lib/api-client';
import { STORE_CURRENCY_KEY } from '../../lib/currency';
import { writeLocal } from '../../lib/local-store';
import { queryKeys } from '../../lib/query-keys';

/** Until the server answers, and when it cannot: the built-in brand, the store open. */
export const SITE_DEFAULTS: PublicSiteSettings = {
  siteName: site.name,
  siteDescription: site.tagline,
  contactEmail: '',
  supportEmail: '',
  address: '',
  currency: 'USD',
  maintenanceMode: false,
  enableNotifications: true,
};

/** Hand-written check: the shell must not pull zod into the first download. */
function parseSiteSettings(data: unknown): PublicSiteSettings {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() !== '' ? v : fallback);
  if (typeof f.maintenanceMode !== 'boolean') throw new TypeError('Unexpected getPublicSiteSettings response');
  return {
    siteName: text(f.siteName, SITE_DEFAULTS.siteName),
    siteDescription: text(f.siteDescription, SITE_DEFAULTS.siteDescription),
    contactEmail: text(f.contactEmail, ''),
    supportEmail: text(f.supportEmail, ''),
    address: text(f.address, ''),
    currency: (['USD', 'EUR', 'GBP', 'BDT'] as const).find((c) => c === f.currency) ?? 'USD',
    maintenanceMode: f.maintenanceMode,
    // Only an explicit off hides the bell: an older server that does not send the switch keeps it.
    enableNotifications: f.enableNotifications !== false,
    allowGuestCheckout: f.allowGuestCheckout === true,
  };
}

/**
 * The admin's site name, contact addresses and maintenance switch (/admin/settings), one query
 * for the whole shell. Re-read after a minute, and at once when any call answers MAINTENANCE.
 */
export function useSiteSettings(): PublicSiteSettings {
  return useSiteSettingsQuery().data ?? SITE_DEFAULTS;
}

/** The admin's store currency once the settings are read; undefined until then or when they cannot be. */
export function useStoreCurrency(): PublicSiteSettings['currency'] | undefined {
  return useSiteSettingsQuery().data?.currency;
}

/**
 * How to reach the store, as the admin set it (/admin/settings), the same on every page: the support
 * email (the contact email when no support one is set; empty when neither is) and the office
 * address's lines (none when not set).
 */
export function useSupportContact(): { email: string; addressLines: string[] } {
  const { supportEmail, contactEmail, address } = useSiteSettings();
  return {
    email: supportEmail.trim() || contactEmail.trim(),
    addressLines: address
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  };
}

/** Whether a signed-out visitor may buy with an email (the admin's `allowGuestCheckout`), once the settings say so. */
export function useGuestCheckout(): boolean {
  return useSiteSettingsQuery().data?.allowGuestCheckout === true;
}

/**
 * Whether the header shows the notifications bell (the admin's `enableNotifications`): once the
 * settings say so, or could not be read; never while they load, so a bell the admin turned off
 * neither flashes nor reads the notifications.
 */
export function useNotificationsEnabled(): boolean {
  const query = useSiteSettingsQuery();
  return query.isError || query.data?.enableNotifications === true;
}

function useSiteSettingsQuery() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onMaintenance(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.settings.site }),
        queryClient.getQueryState(queryKeys.settings.site)?.dataUpdatedAt ?? 0,
      ),
    [queryClient],
  );
  return useQuery({
    queryKey: queryKeys.settings.site,
    queryFn: async ({ signal }) => {
      const answersBefore = maintenanceAnswerCount();
      let settings = await call('getPublicSiteSettings', { signal, parse: parseSiteSettings });
      // A call refused for maintenance while this read was on its way: the read may have been answered
      // before the store closed, and an invalidation meanwhile joins this read instead of starting one.
      if (!settings.maintenanceMode && maintenanceAnswerCount() !== answersBefore) {
        settings = await call('getPublicSiteSettings', { signal, parse: parseSiteSettings });
      }
      // The currency a visitor sees before choosing one (lib/currency.ts), remembered for the next load.
      writeLocal(STORE_CURRENCY_KEY, settings.currency);
      return settings;
    },
    staleTime: 60_000,
  });
}
