import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { dialDigits } from '../../../config/site';
import { useSupportContact } from '../../../components/layouts/site-settings';
import { displayNumber, useSupportSettings } from '../../../components/support/support-settings';
import { whatsAppLink } from '../../../components/support/support-widget';
import { Card } from '../../../components/ui/card';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';
import { ContactForm } from './contact-form';

const HOURS = [
  { days: 'Saturday – Thursday', time: '10:00 – 19:00' },
  { days: 'Friday', time: 'Closed' },
  { days: 'WhatsApp chat', time: 'Every day, 09:00 – 22:00' },
] as const;

export function ContactPage() {
  const support = useSupportSettings();
  const stored = useStoredContent('contact');
  const { email, addressLines } = useSupportContact();
  const phone = displayNumber(support.phoneNumber);
  const details = [
    ...(email ? [{ icon: Mail, label: 'Email', value: email, href: `mailto:${email}` }] : []),
    ...(support.phoneNumber ? [{ icon: Phone, label: 'Phone', value: phone, href: `tel:+${dialDigits(support.phoneNumber)}` }] : []),
    ...(support.enabled
      ? [{ icon: MessageCircle, label: 'WhatsApp', value: phone, href: whatsAppLink(support.phoneNumber, support.message) }]
      : []),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Contact us</h1>
        {stored ? (
          <div className="mt-4">
            <StoredHtml html={stored} />
          </div>
        ) : (
          <p className="mt-4 text-lg text-muted">
            Questions about a license, a payment or a track? Write to us and a real person from our Dhaka team will answer, usually within
            one business day.
          </p>
        )}
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="text-lg font-bold">Get in touch</h2>
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
                    <span className="block text-sm text-muted">Office</span>
                    {addressLines.map((line) => (
                      <span key={line} className="block font-medium text-ink">
                        {line}
                      </span>
                    ))}
                  </address>
                </li>
              )}
            </ul>
          </Card>
          <Card>
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Clock aria-hidden="true" className="size-5 text-brand" />
              Support hours
            </h2>
            <dl className="mt-4 flex flex-col gap-3 text-sm">
              {HOURS.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 border-b border-line pb-3 last:border-0 last:pb-0">
                  <dt className="text-muted">{row.days}</dt>
                  <dd className="font-medium text-ink">{row.time}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-muted">All times are Bangladesh Standard Time (GMT+6).</p>
          </Card>
        </div>

        <Card>
          <h2 className="text-lg font-bold">Send us a message</h2>
          <p className="mt-1 text-sm text-muted">All fields are required.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </Card>
      </div>
    </div>
  );
}
