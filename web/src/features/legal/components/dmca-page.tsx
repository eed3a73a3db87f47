import { site } from '../../../config/site';
import { SupportEmail } from './support-email';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'notice',
    heading: 'Reporting infringement',
    body: (
      <>
        <p>
          If you believe music on {site.name} infringes your copyright, send a written notice to our designated agent at{' '}
          <SupportEmail subject="DMCA notice" />. The notice must include:
        </p>
        <ul>
          <li>your physical or electronic signature;</li>
          <li>identification of the copyrighted work you say is infringed;</li>
          <li>the URL of each song on {site.name} you want removed;</li>
          <li>your name, postal address, telephone number and email address;</li>
          <li>a statement that you believe in good faith the use is not authorised by the owner, its agent or the law;</li>
          <li>
            a statement, under penalty of perjury, that the notice is accurate and that you are the owner or authorised to act for the
            owner.
          </li>
        </ul>
        <p>We remove or disable access to the material promptly and tell the artist who published it.</p>
      </>
    ),
  },
  {
    id: 'counter-notice',
    heading: 'Counter-notice',
    body: (
      <>
        <p>
          If your song was removed and you believe that was a mistake or misidentification, you may send a counter-notice to the same
          address containing:
        </p>
        <ul>
          <li>your physical or electronic signature;</li>
          <li>identification of the removed material and where it appeared before removal;</li>
          <li>a statement, under penalty of perjury, that you believe in good faith it was removed by mistake or misidentification;</li>
          <li>
            your name, address and telephone number, and your consent to the jurisdiction of the courts where you live (or of Dhaka, if you
            live outside Bangladesh) and to accept service from the person who sent the original notice.
          </li>
        </ul>
        <p>
          We forward the counter-notice to the original complainant. Unless they tell us within 10 business days that they have filed a
          court action, we restore the material within 10 to 14 business days.
        </p>
      </>
    ),
  },
  {
    id: 'repeat-infringers',
    heading: 'Repeat infringers',
    body: (
      <p>
        We terminate, in appropriate circumstances, the accounts of users who repeatedly infringe copyright. An account that receives three
        valid notices that are not successfully countered within twelve months is closed, and its songs are removed.
      </p>
    ),
  },
  {
    id: 'licences',
    heading: 'Existing licenses',
    body: (
      <p>
        Buyers who licensed a song before it was removed in good faith keep their license key, and we will help them document the purchase.
        We do not refund the removal of a song a buyer has already used, but we do refund purchases still eligible under our Refund Policy.
      </p>
    ),
  },
  {
    id: 'misuse',
    heading: 'False notices',
    body: <p>Knowingly sending a false notice or counter-notice may make you liable for damages, including costs and legal fees.</p>,
  },
];

export function DmcaPage() {
  return (
    <LegalPage
      title="DMCA & Copyright Policy"
      updated="1 June 2025"
      intro={<p>{site.name} respects the rights of creators. Here is how to report infringing music, and how to respond to a report.</p>}
      sections={sections}
    />
  );
}
