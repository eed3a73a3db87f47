import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useStoredContent } from '../../../lib/stored-page';
import '../../../i18n/locales/en/legal';
import { ItemList, LegalPage, Paragraphs, POLICIES_UPDATED, type LegalSection } from './legal-page';

// Underlined: inside a paragraph, colour alone does not tell a link from the text around it (axe link-in-text-block).
const link = (to: string) => <Link to={to} className="text-brand underline underline-offset-2 hover:text-brand-soft" />;

export function TermsPage() {
  const { t } = useTranslation();
  const stored = useStoredContent('terms');
  const siteName = site.name;
  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      heading: t('legal.terms.acceptance.heading'),
      body: <p>{t('legal.terms.acceptance.text', { siteName })}</p>,
    },
    {
      id: 'accounts',
      heading: t('legal.terms.accounts.heading'),
      body: <Paragraphs keys={['legal.terms.accounts.text1', 'legal.terms.accounts.text2']} />,
    },
    {
      id: 'licenses',
      heading: t('legal.terms.licenses.heading'),
      body: (
        <>
          <p>{t('legal.terms.licenses.text1')}</p>
          <ItemList keys={['legal.terms.licenses.item1', 'legal.terms.licenses.item2', 'legal.terms.licenses.item3']} />
          <p>
            <Trans i18nKey="legal.terms.licenses.text2" components={{ verify: link(paths.licenseVerify) }} />
          </p>
        </>
      ),
    },
    {
      id: 'payments',
      heading: t('legal.terms.payments.heading'),
      body: <Paragraphs keys={['legal.terms.payments.text1', 'legal.terms.payments.text2']} />,
    },
    {
      id: 'refunds',
      heading: t('legal.terms.refunds.heading'),
      body: (
        <p>
          <Trans i18nKey="legal.terms.refunds.text" components={{ refund: link(paths.refund) }} />
        </p>
      ),
    },
    {
      id: 'artists',
      heading: t('legal.terms.artists.heading'),
      body: (
        <p>
          <Trans i18nKey="legal.terms.artists.text" components={{ dmca: link(paths.dmca) }} />
        </p>
      ),
    },
    {
      id: 'liability',
      heading: t('legal.terms.liability.heading'),
      body: <p>{t('legal.terms.liability.text', { siteName })}</p>,
    },
    {
      id: 'changes',
      heading: t('legal.terms.changes.heading'),
      body: <p>{t('legal.terms.changes.text')}</p>,
    },
  ];
  return (
    <LegalPage
      stored={stored}
      title={t('legal.terms.title')}
      updated={POLICIES_UPDATED}
      intro={<p>{t('legal.terms.intro', { siteName })}</p>}
      sections={sections}
    />
  );
}
