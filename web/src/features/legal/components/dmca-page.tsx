import { Trans, useTranslation } from 'react-i18next';
import { site } from '../../../config/site';
import '../../../i18n/locales/en/legal';
import { SupportEmail } from './support-email';
import { ItemList, LegalPage, POLICIES_UPDATED, type LegalSection } from './legal-page';

export function DmcaPage() {
  const { t } = useTranslation();
  const siteName = site.name;
  const sections: LegalSection[] = [
    {
      id: 'notice',
      heading: t('legal.dmca.notice.heading'),
      body: (
        <>
          <p>
            <Trans
              i18nKey="legal.dmca.notice.text1"
              values={{ siteName }}
              components={{ email: <SupportEmail subject={t('legal.dmca.mailSubject')} /> }}
            />
          </p>
          <ItemList
            values={{ siteName }}
            keys={[
              'legal.dmca.notice.item1',
              'legal.dmca.notice.item2',
              'legal.dmca.notice.item3',
              'legal.dmca.notice.item4',
              'legal.dmca.notice.item5',
              'legal.dmca.notice.item6',
            ]}
          />
          <p>{t('legal.dmca.notice.text2')}</p>
        </>
      ),
    },
    {
      id: 'counter-notice',
      heading: t('legal.dmca.counter.heading'),
      body: (
        <>
          <p>{t('legal.dmca.counter.text1')}</p>
          <ItemList
            keys={['legal.dmca.counter.item1', 'legal.dmca.counter.item2', 'legal.dmca.counter.item3', 'legal.dmca.counter.item4']}
          />
          <p>{t('legal.dmca.counter.text2')}</p>
        </>
      ),
    },
    { id: 'repeat-infringers', heading: t('legal.dmca.repeat.heading'), body: <p>{t('legal.dmca.repeat.text')}</p> },
    { id: 'licences', heading: t('legal.dmca.licences.heading'), body: <p>{t('legal.dmca.licences.text')}</p> },
    { id: 'misuse', heading: t('legal.dmca.misuse.heading'), body: <p>{t('legal.dmca.misuse.text')}</p> },
  ];
  return (
    <LegalPage
      title={t('legal.dmca.title')}
      updated={POLICIES_UPDATED}
      intro={<p>{t('legal.dmca.intro', { siteName })}</p>}
      sections={sections}
    />
  );
}
