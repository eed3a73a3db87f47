import { useSiteSettings } from './site-settings';

/** The mark and the store's name as the admin set it (/admin/settings). */
export function Logo() {
  const { siteName } = useSiteSettings();
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-raised" />
        <path
          d="M12 22.5V9.5l12-2.5v12.5"
          fill="none"
          className="stroke-brand"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="22.5" r="3" className="fill-brand" />
        <circle cx="21.5" cy="19.5" r="3" className="fill-brand" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-ink">{siteName}</span>
    </span>
  );
}
