/**
 * The help page's built-in hero and FAQs: what the server serves until an admin saves their own,
 * and what the browser shows when the call fails. The browser recognises them (unedited) and
 * shows them in the visitor's language; an admin's saved text is shown as saved.
 */
import type { HelpContent } from './api/catalogue';

export const HELP_TEXT_DEFAULTS: Pick<HelpContent, 'hero' | 'faqs'> = {
  hero: { title: 'How can we help?', subtitle: 'Answers about buying, licences, downloads and your account.' },
  faqs: [
    {
      id: 'purchasing',
      question: 'How do I purchase a song?',
      answer:
        'Sign in, press Buy on any song, choose bKash, Nagad, Rocket or bank transfer and send the exact amount. Enter your sender number and transaction ID on the invoice; once an admin approves the payment your licence key and download appear in My Orders.',
    },
    {
      id: 'formats',
      question: 'What file formats do you offer?',
      answer: 'Every song is delivered as a 320kbps MP3, and WAV where the artist supplied it. Files are DRM-free.',
    },
    {
      id: 'commercial-use',
      question: 'Can I use purchased music commercially?',
      answer:
        'Yes. Every purchase includes a lifetime licence with commercial usage rights, verifiable by anyone with your licence key at /license-verify.',
    },
    {
      id: 'downloads',
      question: 'How do I download my purchases?',
      answer:
        'Open My Orders (or your dashboard library) and press Download Song or License PDF. Links are generated fresh each time, so you can download again whenever you need.',
    },
    {
      id: 'technical-issues',
      question: 'A download failed or a file will not play. What now?',
      answer:
        'Try the download again from My Orders with a stable connection. If it still fails, contact support by WhatsApp or email with your order number and we will fix it or refund you under our refund policy.',
    },
  ],
};
