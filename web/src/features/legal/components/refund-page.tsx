import { Trans, useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/legal';
import { SupportEmail } from './support-email';
import { ItemList, LegalPage, Paragraphs, POLICIES_UPDATED, type LegalSection } from './legal-page';

export function RefundPage() {
  const { t } = useTranslation();
  const sections: LegalSection[] = [
    {
      id: 'window',
      heading: t('legal.refund.window.heading'),
      body: <Paragraphs rich keys={['legal.refund.window.text']} />,
    },
    {
      id: 'eligible',
      heading: t('legal.refund.eligible.heading'),
      body: (
        <ItemList
          rich
          keys={[
            'legal.refund.eligible.technical',
            'legal.refund.eligible.duplicate',
            'legal.refund.eligible.unauthorized',
            'legal.refund.eligible.mislabeled',
          ]}
        />
      ),
    },
    {
      id: 'not-eligible',
      heading: t('legal.refund.notEligible.heading'),
      body: (
        <ItemList
          keys={[
            'legal.refund.notEligible.item1',
            'legal.refund.notEligible.item2',
            'legal.refund.notEligible.item3',
            'legal.refund.notEligible.item4',
          ]}
        />
      ),
    },
    {
      id: 'how-to-ask',
      heading: t('legal.refund.howToAsk.heading'),
      body: (
        <>
          <p>
            <Trans i18nKey="legal.refund.howToAsk.text" components={{ email: <SupportEmail subject={t('legal.refund.mailSubject')} /> }} />
          </p>
          <ItemList keys={['legal.refund.howToAsk.item1', 'legal.refund.howToAsk.item2', 'legal.refund.howToAsk.item3']} />
        </>
      ),
    },
    {
      id: 'timeline',
      heading: t('legal.refund.timeline.heading'),
      body: <Paragraphs rich keys={['legal.refund.timeline.text1', 'legal.refund.timeline.text2']} />,
    },
  ];
  return (
    <LegalPage title={t('legal.refund.title')} updated={POLICIES_UPDATED} intro={<p>{t('legal.refund.intro')}</p>} sections={sections} />
  );
}
