import { Trans, useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/legal';
import { SupportEmail } from './support-email';
import { ItemList, LegalPage, POLICIES_UPDATED, type LegalSection } from './legal-page';

const strong = { strong: <strong /> };

export function RefundPage() {
  const { t } = useTranslation();
  const sections: LegalSection[] = [
    {
      id: 'window',
      heading: t('legal.refund.window.heading'),
      body: (
        <p>
          <Trans i18nKey="legal.refund.window.text" components={strong} />
        </p>
      ),
    },
    {
      id: 'eligible',
      heading: t('legal.refund.eligible.heading'),
      body: (
        <ul>
          <li>
            <Trans i18nKey="legal.refund.eligible.technical" components={strong} />
          </li>
          <li>
            <Trans i18nKey="legal.refund.eligible.duplicate" components={strong} />
          </li>
          <li>
            <Trans i18nKey="legal.refund.eligible.unauthorized" components={strong} />
          </li>
          <li>
            <Trans i18nKey="legal.refund.eligible.mislabeled" components={strong} />
          </li>
        </ul>
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
      body: (
        <>
          <p>
            <Trans i18nKey="legal.refund.timeline.text1" components={strong} />
          </p>
          <p>
            <Trans i18nKey="legal.refund.timeline.text2" components={strong} />
          </p>
        </>
      ),
    },
  ];
  return (
    <LegalPage title={t('legal.refund.title')} updated={POLICIES_UPDATED} intro={<p>{t('legal.refund.intro')}</p>} sections={sections} />
  );
}
