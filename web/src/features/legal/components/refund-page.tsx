import { SupportEmail } from './support-email';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'window',
    heading: 'Refund window',
    body: (
      <p>
        You can ask for a refund within <strong>7 days</strong> of the purchase date shown on your invoice.
      </p>
    ),
  },
  {
    id: 'eligible',
    heading: 'When you are eligible',
    body: (
      <ul>
        <li>
          <strong>Technical issues:</strong> the file is corrupted or cannot be downloaded, and our support team cannot fix it.
        </li>
        <li>
          <strong>Duplicate purchases:</strong> you were charged twice for the same song.
        </li>
        <li>
          <strong>Unauthorized transactions:</strong> a payment you did not make or approve.
        </li>
        <li>
          <strong>Significantly mislabeled content:</strong> the song differs substantially from its title, description, genre or preview.
        </li>
      </ul>
    ),
  },
  {
    id: 'not-eligible',
    heading: 'When refunds are not available',
    body: (
      <ul>
        <li>A change of mind after the song has been downloaded.</li>
        <li>Purchases older than 7 days.</li>
        <li>
          A subscription period already started, a renewed one included: a renewal is never charged automatically (you pay its invoice,
          emailed 3 days before the plan ends), and cancelling is free, stops renewal and keeps your access to the end of the period.
        </li>
        <li>Content that has already been used commercially, for example in a published video or a client project.</li>
      </ul>
    ),
  },
  {
    id: 'how-to-ask',
    heading: 'How to request a refund',
    body: (
      <>
        <p>
          Write to <SupportEmail subject="Refund request" /> from the address on your account, with:
        </p>
        <ul>
          <li>your order number and the song title;</li>
          <li>the reason for the request, with screenshots or error messages if it is a technical issue;</li>
          <li>the wallet or bank account the refund should go to.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'timeline',
    heading: 'What happens next',
    body: (
      <>
        <p>
          We review every request within <strong>2–3 business days</strong> and tell you the outcome by email.
        </p>
        <p>
          Approved refunds are processed within <strong>5–7 business days</strong> to the original payment method. The license key of a
          refunded song is revoked, and the song may no longer be used. A refunded plan payment ends the plan and its downloads at once.
        </p>
      </>
    ),
  },
];

export function RefundPage() {
  return (
    <LegalPage
      title="Refund Policy"
      updated="1 June 2025"
      intro={<p>We want you to be happy with every song you buy. If something went wrong, here is how refunds work.</p>}
      sections={sections}
    />
  );
}
