import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/contact';
import { dialDigits } from '../../../config/site';
import { useSupportContact } from '../../../components/layouts/site-settings';
import { displayNumber, useSupportSettings } from '../../../components/support/support-settings';
import { whatsAppLink } from '../../../components/support/support-widget';
import { Card } from '../../../components/ui/card';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';
import { ContactForm } from './contact-form';
import { AddressLines } from '../../../components/layouts/address-lines';

const HOURS = [
  { days: 'contact.hours.weekdays', time: '10:00 – 19:00' },
  { days: 'contact.hours.friday', time: 'contact.hours.closed' },
  { days: 'contact.hours.chat', time: 'contact.hours.chatTime' },
] as const;

export function ContactPage() {
  const { t } = useTranslation();
  const support = useSupportSettings();
  const stored = useStoredContent('contact');
  const { email, addressLines } = useSupportContact();
  const phone = displayNumber(support.phoneNumber);
  const details = [
    ...(email ? [{ icon: Mail, label: t('contact.email'), value: email, href: `mailto:${email}` }] : []),
    ...(support.phoneNumber
      ? [{ icon: Phone, label: t('contact.phone'), value: phone, href: `tel:+${dialDigits(support.phoneNumber)}` }]
      : []),
    ...(support.enabled
      ? [{ icon: MessageCircle, label: t('contact.whatsApp'), value: phone, href: whatsAppLink(support.phoneNumber, support.message) }]
      : []),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('contact.title')}</h1>
        {stored ? (
          <div className="mt-4">
            <StoredHtml html={stored} />
          </div>
        ) : (
          <p className="mt-4 text-lg text-muted">{t('contact.intro')}</p>
        )}
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="text-lg font-bold">{t('contact.getInTouch')}</h2>
            <ul className="mt-4 flex flex-col gap-4">
              {details.map(({ icon: Icon, label, value, href }) => (
                <li key={label} className="flex items-start gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/15 text-brand">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block text-sm text-muted">{label}</span>
                    <a
                      href={href}
                      className="font-medium text-ink hover:text-brand"
                      {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {value}
                    </a>
                  </span>
                </li>
              ))}
              {addressLines.length > 0 && (
                <li className="flex items-start gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/15 text-brand">
                    <MapPin aria-hidden="true" className="size-5" />
                  </span>
                  <address className="not-italic">
                    <span className="block text-sm text-muted">{t('contact.office')}</span>
                    <AddressLines lines={addressLines} className="font-medium text-ink" />
                  </address>
                </li>
              )}
            </ul>
          </Card>
          <Card>
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Clock aria-hidden="true" className="size-5 text-brand" />
              {t('contact.hoursTitle')}
            </h2>
            <dl className="mt-4 flex flex-col gap-3 text-sm">
              {HOURS.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 border-b border-line pb-3 last:border-0 last:pb-0">
                  <dt className="text-muted">{t(row.days)}</dt>
                  <dd className="font-medium text-ink">
                    {row.time.startsWith('contact.') ? t(row.time as 'contact.hours.closed') : row.time}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-muted">{t('contact.timeZone')}</p>
          </Card>
        </div>

        <Card>
          <h2 className="text-lg font-bold">{t('contact.sendTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{t('contact.allRequired')}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </Card>
      </div>
    </div>
  );
}
