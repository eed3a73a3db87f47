/**
 * What `use-sync-external-store/shim` answers on React 18 and later: React's own hook. react-i18next
 * imports the shim; the build points it here (vite.config.ts) so its fallback for old Reacts is not shipped.
 */
export { useSyncExternalStore } from 'react';
