import { addEnglish } from '../../i18n';

/** The Help Center (/help); its built-in hero and FAQs are shared/help-defaults.ts's, word for word. */
export const help = {
  help: {
    pageTitle: 'Help Center · {{siteName}}',
    heroTitle: 'How can we help?',
    heroSubtitle: 'Answers about buying, licences, downloads and your account.',
    hours: 'Sat–Thu, 10:00–19:00 (GMT+6)',
    search: 'Search the FAQs',
    searchPlaceholder: 'Search for answers…',
    ways: 'Ways to reach us',
    whatsAppTitle: 'WhatsApp chat',
    whatsAppText: 'The fastest way to reach us. Most chats are answered within minutes.',
    whatsAppLink: 'Chat on WhatsApp',
    whatsAppMessage: 'Hi, I need help with {{siteName}}',
    emailTitle: 'Email support',
    emailText: 'For orders, invoices and licensing questions. We reply within one business day.',
    phoneTitle: 'Phone support',
    faqTitle: 'Frequently asked questions',
    noResults: 'No FAQs found matching your search.',
    stillTitle: 'Still need help?',
    stillText: 'Tell us what is going on and we will get back to you by email.',
    faqs: {
      purchasing: {
        question: 'How do I purchase a song?',
        answer:
          'Sign in, press Buy on any song, choose bKash, Nagad, Rocket or bank transfer and send the exact amount. Enter your sender number and transaction ID on the invoice; once an admin approves the payment your licence key and download appear in My Orders.',
      },
      formats: {
        question: 'What file formats do you offer?',
        answer: 'Every song is delivered as a 320kbps MP3, and WAV where the artist supplied it. Files are DRM-free.',
      },
      'commercial-use': {
        question: 'Can I use purchased music commercially?',
        answer:
          'Yes. Every purchase includes a lifetime licence with commercial usage rights, verifiable by anyone with your licence key at /license-verify.',
      },
      downloads: {
        question: 'How do I download my purchases?',
        answer:
          'Open My Orders (or your dashboard library) and press Download Song or License PDF. Links are generated fresh each time, so you can download again whenever you need.',
      },
      'technical-issues': {
        question: 'A download failed or a file will not play. What now?',
        answer:
          'Try the download again from My Orders with a stable connection. If it still fails, contact support by WhatsApp or email with your order number and we will fix it or refund you under our refund policy.',
      },
    },
  },
};

addEnglish({ ...help });
