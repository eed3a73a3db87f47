import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/auth';

export interface SocialProvider {
  id: 'google' | 'facebook';
  label: string;
  /** Where the provider's sign-in flow starts. */
  href: string;
}

/**
 * Third-party sign-in is shown only for configured providers. None is configured, and a button
 * that does nothing is worse than no button.
 */
export const socialProviders: readonly SocialProvider[] = [];

export function SocialSignIn({ providers = socialProviders }: { providers?: readonly SocialProvider[] }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted">
        <span className="h-px flex-1 bg-line" />
        {t('auth.orContinue')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={provider.href}
              className="flex h-11 items-center justify-center rounded-lg border border-line bg-raised text-sm font-semibold text-ink hover:border-brand/60"
            >
              {provider.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
