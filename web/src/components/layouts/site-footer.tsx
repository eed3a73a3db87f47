import { Link } from 'react-router-dom';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { dialDigits } from '../../config/site';
import { displayNumber, useSupportSettings } from '../support/support-settings';
import { whatsAppLink } from '../support/whatsapp-link';
import { LanguageSwitcher } from './language-switcher';
import { AcceptedPayments } from './accepted-payments';
import { Logo } from './logo';
import { useSiteSettings, useSupportContact } from './site-settings';
import { PinnedAddress } from './address-lines';

const linkGroups = [
  {
    title: 'footer.explore',
    links: [
      { to: paths.browse, label: 'footer.browseMusic' },
      { to: paths.pricing, label: 'nav.pricing' },
      { to: paths.licenseVerify, label: 'footer.verifyLicense' },
      { to: paths.help, label: 'footer.helpCenter' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: paths.about, label: 'footer.aboutUs' },
      { to: paths.contact, label: 'nav.contact' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: paths.terms, label: 'footer.terms' },
      { to: paths.privacy, label: 'footer.privacy' },
      { to: paths.dmca, label: 'footer.dmca' },
      { to: paths.refund, label: 'footer.refund' },
    ],
  },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { t } = useTranslation();
  const { user } = useSession();
  const support = useSupportSettings();
  const settings = useSiteSettings();
  const { email, addressLines } = useSupportContact();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)_1.4fr]">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
          <AcceptedPayments />
        </div>

        {linkGroups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="text-sm font-semibold text-ink">{t(group.title)}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded text-sm text-muted hover:text-brand">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="text-sm font-semibold text-ink">{t('footer.support')}</h2>
          <address className="mt-3 flex flex-col gap-2 text-sm not-italic text-muted">
            {email && (
              <a href={`mailto:${email}`} className="flex items-center gap-2 rounded hover:text-brand">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {email}
              </a>
            )}
            {support.phoneNumber && (
              <a href={`tel:+${dialDigits(support.phoneNumber)}`} className="flex items-center gap-2 rounded hover:text-brand">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {displayNumber(support.phoneNumber)}
              </a>
            )}
            {support.enabled && (
              <a
                href={whatsAppLink(support.phoneNumber, support.message)}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 rounded hover:text-brand"
              >
                <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                {t('footer.whatsApp')}
              </a>
            )}
            <PinnedAddress lines={addressLines} as="span" className="flex items-start gap-2" />
            <Link to={paths.contact} className="rounded hover:text-brand">
              Contact form
            </Link>
          </address>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 sm:px-6">
          <p className="text-xs text-muted">{t('footer.copyright', { year, siteName: settings.siteName })}</p>
          {!user && <LanguageSwitcher />}
        </div>
      </div>
    </footer>
  );
}
