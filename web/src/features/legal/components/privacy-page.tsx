import { site } from '../../../config/site';
import { SupportEmail } from './support-email';
import { useStoredContent } from '../../../lib/stored-page';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address and a securely hashed password.
        </li>
        <li>
          <strong>Orders and payments:</strong> the songs you buy, amounts, the payment method, sender wallet or account number and
          transaction ID you give us.
        </li>
        <li>
          <strong>Messages:</strong> what you send through the contact form, email, WhatsApp or phone.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and browser type, kept in server logs for security.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    body: (
      <>
        <p>
          We use your information to run your account, confirm payments, deliver downloads and license keys, answer support requests and
          keep the service secure.
        </p>
        <p>We do not sell your personal data and we do not show third-party advertising.</p>
      </>
    ),
  },
  {
    id: 'storage',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We do not use tracking cookies. Your browser keeps your sign-in token and preferences, such as your display currency and player
        volume, in local storage on your own device. Signing out removes the token.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <p>
        Only with the providers that run the service for us (cloud hosting and email delivery), under contracts that protect your data, and
        with authorities when the law requires it. When anyone verifies a license key, they see the song, the purchase date and the
        licensee&apos;s email address, so that the license can be proven.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        Account data is kept while your account is open. Order records are kept for seven years for tax and licensing reasons, even after an
        account is deleted, so that existing licenses stay verifiable.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        You can see, correct, export or delete your personal data from your account settings, or ask us to do it by writing to{' '}
        <SupportEmail />. We answer within 30 days.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        {site.name} is not directed at children under 13 and we do not knowingly collect data from them. If you believe a child under 13 has
        given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Data is encrypted in transit and at rest, passwords are stored only as salted hashes, and staff access is limited to what their work
        needs. No system is perfectly secure; if a breach affects you, we will tell you without undue delay.
      </p>
    ),
  },
];

export function PrivacyPage() {
  const stored = useStoredContent('privacy');
  return (
    <LegalPage
      stored={stored}
      title="Privacy Policy"
      updated="1 June 2025"
      intro={<p>What personal data {site.name} collects, why, and the choices you have about it.</p>}
      sections={sections}
    />
  );
}
