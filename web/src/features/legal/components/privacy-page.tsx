import { Trans, useTranslation } from 'react-i18next';
import { site } from '../../../config/site';
import { useStoredContent } from '../../../lib/stored-page';
import '../../../i18n/locales/en/legal';
import { SupportEmail } from './support-email';
import { ItemList, LegalPage, Paragraphs, POLICIES_UPDATED, type LegalSection } from './legal-page';

export function PrivacyPage() {
  const { t } = useTranslation();
  const stored = useStoredContent('privacy');
  const siteName = site.name;
  const sections: LegalSection[] = [
    {
      id: 'what-we-collect',
      heading: t('legal.privacy.collect.heading'),
      body: (
        <ItemList
          rich
          keys={[
            'legal.privacy.collect.account',
            'legal.privacy.collect.orders',
            'legal.privacy.collect.messages',
            'legal.privacy.collect.technical',
          ]}
        />
      ),
    },
    {
      id: 'how-we-use-it',
      heading: t('legal.privacy.use.heading'),
      body: <Paragraphs keys={['legal.privacy.use.text1', 'legal.privacy.use.text2']} />,
    },
    { id: 'storage', heading: t('legal.privacy.storage.heading'), body: <p>{t('legal.privacy.storage.text')}</p> },
    { id: 'sharing', heading: t('legal.privacy.sharing.heading'), body: <p>{t('legal.privacy.sharing.text')}</p> },
    { id: 'retention', heading: t('legal.privacy.retention.heading'), body: <p>{t('legal.privacy.retention.text')}</p> },
    {
      id: 'your-rights',
      heading: t('legal.privacy.rights.heading'),
      body: (
        <p>
          <Trans i18nKey="legal.privacy.rights.text" components={{ email: <SupportEmail /> }} />
        </p>
      ),
    },
    { id: 'children', heading: t('legal.privacy.children.heading'), body: <p>{t('legal.privacy.children.text', { siteName })}</p> },
    { id: 'security', heading: t('legal.privacy.security.heading'), body: <p>{t('legal.privacy.security.text')}</p> },
  ];
  return (
    <LegalPage
      stored={stored}
      title={t('legal.privacy.title')}
      updated={POLICIES_UPDATED}
      intro={<p>{t('legal.privacy.intro', { siteName })}</p>}
      sections={sections}
    />
  );
}
