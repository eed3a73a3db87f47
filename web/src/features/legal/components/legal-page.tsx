import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { SupportEmail } from './support-email';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-locale';
import { StoredHtml } from '../../../lib/stored-page';
import '../../../i18n/locales/en/legal';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** The version's date (YYYY-MM-DD), shown in the reader's language. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** The admin's stored text (/admin/pages): shown instead of the built-in intro and sections. */
  stored?: string;
}

/** The date the built-in policies were last changed. */
export const POLICIES_UPDATED = '2025-06-01';

/** Shared layout of the policy pages: a table of contents, then numbered sections. */
export function LegalPage({ title, updated, intro, sections, stored }: LegalPageProps) {
  const { t } = useTranslation();
  if (stored) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <div className="mt-8">
          <StoredHtml html={stored} />
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">{t('legal.updated', { date: formatDate(`${updated}T12:00:00Z`) })}</p>
        <div className="mt-6 text-lg leading-relaxed text-muted">{intro}</div>
      </header>
      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('legal.onThisPage')} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">{t('legal.onThisPage')}</h2>
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded text-muted hover:text-brand">
                  {i + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-10">
          {sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight text-ink">
                {i + 1}. {section.heading}
              </h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-ink">
                {section.body}
              </div>
            </section>
          ))}
          <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-muted">
            <Trans
              i18nKey="legal.questions"
              components={{
                email: <SupportEmail />,
                contact: <Link to={paths.contact} className="font-medium text-brand hover:underline" />,
              }}
            />
          </p>
        </div>
      </div>
    </div>
  );
}

const strong = { strong: <strong /> };

interface TextsProps {
  keys: ParseKeys[];
  /** Fill the texts' placeholders. */
  values?: Record<string, string>;
  /** Texts with <strong> marks, rendered as such. */
  rich?: boolean;
}

function Text({ k, values, rich }: { k: ParseKeys; values?: Record<string, string>; rich?: boolean }) {
  const { t } = useTranslation();
  // k is a checked key; comparing it with Trans's own key type (every key of every namespace) is too large a union for tsc.
  return rich ? <Trans i18nKey={k as 'legal.updated'} values={values} components={strong} /> : t(k, values);
}

/** A bulleted list of translated items. */
export function ItemList({ keys, values, rich }: TextsProps) {
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <Text k={key} values={values} rich={rich} />
        </li>
      ))}
    </ul>
  );
}

/** Translated paragraphs, one a key. */
export function Paragraphs({ keys, values, rich }: TextsProps) {
  return keys.map((key) => (
    <p key={key}>
      <Text k={key} values={values} rich={rich} />
    </p>
  ));
}
