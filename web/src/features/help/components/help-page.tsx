import { useId, useMemo, useState, type ReactNode } from 'react';
import { Mail, MessageCircle, Phone, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/help';
import { dialDigits, site } from '../../../config/site';
import { inputClasses } from '../../../components/ui/input';
import { Card } from '../../../components/ui/card';
import { useSupportContact } from '../../../components/layouts/site-settings';
import { displayNumber, useSupportSettings } from '../../../components/support/support-settings';
import { cn } from '../../../lib/cn';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';
import { localizeHelp, useHelpContent } from '../api/help-content';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import { TitledSection } from '../../../components/ui/titled-section';

/** Spec §2 Help: the chat opens with 'Hi, I need help with {product}' (in the reader's language). */
export const helpWhatsAppLink = (phone: string, text = `Hi, I need help with ${site.name}`): string =>
  `https://wa.me/${dialDigits(phone)}?text=${encodeURIComponent(text)}`;

/** Case-insensitive match on question or answer. */
export const filterFaqs = (faqs: readonly FaqItem[], search: string): FaqItem[] => {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...faqs];
  return faqs.filter((faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle));
};

const cardLink = 'mt-4 inline-flex items-center gap-2 rounded font-semibold text-brand hover:underline';

/** `contactForm` is the 'Still need help?' form, composed in by the route. */
export function HelpPage({ contactForm }: { contactForm: ReactNode }) {
  const { t } = useTranslation();
  const served = useHelpContent();
  const content = useMemo(() => localizeHelp(served, t), [served, t]);
  // The FAQ page's stored text (/admin/pages) introduces the questions.
  const stored = useStoredContent('faq');
  const support = useSupportSettings();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const faqs = useMemo(() => filterFaqs(content.faqs, search), [content.faqs, search]);
  // One support email everywhere: the store's (/admin/settings), as on Contact, the legal pages and the footer.
  const { email } = useSupportContact();
  const { hours } = content.contactInfo;
  // One support number everywhere: the help content's own phone only when an editor set one.
  const phone = content.contactInfo.phone.trim() || displayNumber(support.phoneNumber);

  return (
    <div>
      <section className="relative isolate overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(168_85_247/0.22),transparent_60%)]"
        />
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{content.hero.title}</h1>
          <p className="mt-4 text-lg text-muted">{content.hero.subtitle}</p>
          <div className="relative mx-auto mt-8 max-w-xl">
            <label htmlFor={searchId} className="sr-only">
              {t('help.search')}
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('help.searchPlaceholder')}
              className={cn(inputClasses, 'h-13 rounded-xl pl-12 text-base')}
            />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-4 md:grid-cols-3" aria-label={t('help.ways')}>
          {support.enabled && (
            <li>
              <Card className="h-full">
                <MessageCircle aria-hidden="true" className="size-7 text-success" />
                <h2 className="mt-3 text-lg font-bold">{t('help.whatsAppTitle')}</h2>
                <p className="mt-1 text-sm text-muted">{t('help.whatsAppText')}</p>
                <a
                  href={helpWhatsAppLink(support.phoneNumber, t('help.whatsAppMessage', { siteName: site.name }))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cardLink}
                >
                  {t('help.whatsAppLink')}
                </a>
              </Card>
            </li>
          )}
          {email && (
            <li>
              <Card className="h-full">
                <Mail aria-hidden="true" className="size-7 text-brand" />
                <h2 className="mt-3 text-lg font-bold">{t('help.emailTitle')}</h2>
                <p className="mt-1 text-sm text-muted">{t('help.emailText')}</p>
                <a href={`mailto:${email}`} className={cardLink}>
                  {email}
                </a>
              </Card>
            </li>
          )}
          <li>
            <Card className="h-full">
              <Phone aria-hidden="true" className="size-7 text-brand" />
              <h2 className="mt-3 text-lg font-bold">{t('help.phoneTitle')}</h2>
              <p className="mt-1 text-sm text-muted">{hours}</p>
              {phone && (
                <a href={`tel:+${dialDigits(phone)}`} className={cardLink}>
                  {phone}
                </a>
              )}
            </Card>
          </li>
        </ul>

        <TitledSection title={t('help.faqTitle')} className="mx-auto mt-16 max-w-3xl" titleClassName="text-2xl font-bold tracking-tight">
          {stored && (
            <div className="mt-4">
              <StoredHtml html={stored} />
            </div>
          )}
          <div className="mt-6" aria-live="polite">
            {faqs.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted">{t('help.noResults')}</p>
            ) : (
              <FaqAccordion items={faqs} />
            )}
          </div>
        </TitledSection>

        <section aria-labelledby="still-heading" className="mx-auto mt-16 max-w-3xl">
          <Card>
            <h2 id="still-heading" className="text-2xl font-bold tracking-tight">
              {t('help.stillTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('help.stillText')}</p>
            <div className="mt-6">{contactForm}</div>
          </Card>
        </section>
      </div>
    </div>
  );
}
