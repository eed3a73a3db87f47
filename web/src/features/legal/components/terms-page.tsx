import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useStoredContent } from '../../../lib/stored-page';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account, previewing, buying or downloading music on {site.name} you agree to these Terms of Service and to our
        Privacy Policy. If you use {site.name} on behalf of a company, you confirm that you may bind that company to them.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <>
        <p>
          You must give accurate details when you register and keep your password to yourself. You are responsible for everything done with
          your account. Tell us at once if you believe someone else has used it.
        </p>
        <p>We may suspend an account that is used for fraud, for abuse of the service or of other people, or to infringe copyright.</p>
      </>
    ),
  },
  {
    id: 'licenses',
    heading: 'What a license lets you do',
    body: (
      <>
        <p>Each purchase grants you a non-exclusive, worldwide, perpetual license to use the song in your own projects, including:</p>
        <ul>
          <li>online and broadcast video, podcasts, films, games and apps;</li>
          <li>advertising and client work, when you are the licensee named on the order;</li>
          <li>live events and public performance of the finished project.</li>
        </ul>
        <p>
          You may not resell, share or redistribute the audio file on its own, register it with a content identification system, or claim
          authorship. The artist keeps the copyright. Every license has a key that can be checked on the{' '}
          <Link to={paths.licenseVerify} className="text-brand hover:underline">
            License Verify
          </Link>{' '}
          page.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Prices and payment',
    body: (
      <>
        <p>
          Prices are set per song in US dollars and may be shown in Bangladeshi taka at 110 BDT to the dollar. You can pay by bKash, Nagad,
          Rocket or bank transfer. Manual payments are confirmed by our team, usually within 1 to 24 hours; the license key and download
          become available once the payment is approved.
        </p>
        <p>
          Subscriptions are never charged automatically. Three days before a plan ends we email a renewal invoice for the next period. A
          plan paid by card is renewed by paying that invoice by card (Stripe confirms the payment, no approval needed); a plan paid by
          bKash, Nagad, Rocket or bank transfer is renewed by paying it the same way, and we confirm the payment. Once paid, the next period
          runs from the end date of the current one. If the invoice is not paid by the end date, the plan lapses that day and its downloads
          stop. Cancelling is free and stops renewal; you keep access until the end of the period you paid for.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <p>
        Refunds are handled under our{' '}
        <Link to={paths.refund} className="text-brand hover:underline">
          Refund Policy
        </Link>
        , which forms part of these terms.
      </p>
    ),
  },
  {
    id: 'artists',
    heading: 'Content uploaded by artists',
    body: (
      <p>
        Artists confirm that they own or control all rights in the music they publish and that it does not infringe anyone else&apos;s
        rights. We may remove content that breaks these terms or is the subject of a valid copyright notice under our{' '}
        <Link to={paths.dmca} className="text-brand hover:underline">
          DMCA Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <p>
        We provide {site.name} with care but cannot promise it will always be available or free of errors. To the extent the law allows, our
        total liability for any claim is limited to the amount you paid us in the twelve months before it arose. Nothing in these terms
        limits rights you have as a consumer that cannot be excluded.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and governing law',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, and we will email you about important changes. These terms
        are governed by the laws of Bangladesh, and the courts of Dhaka have jurisdiction.
      </p>
    ),
  },
];

export function TermsPage() {
  const stored = useStoredContent('terms');
  return (
    <LegalPage
      stored={stored}
      title="Terms of Service"
      updated="1 June 2025"
      intro={<p>The rules for using {site.name}: what you can do with the music you license, and what we promise in return.</p>}
      sections={sections}
    />
  );
}
