import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HelpContent } from '../../../../../shared/api/catalogue';
import { site } from '../../../config/site';
import { call } from '../../../lib/api-client';

/** Spec §2 Help: the built-in content, used until the server answers and whenever it cannot. */
export const HELP_DEFAULTS: HelpContent = {
  hero: {
    title: 'How can we help?',
    subtitle: 'Answers about buying, licensing and downloading music, and a real person when you need one.',
  },
  /** The chat number is the support chat's (`useSupportSettings`); the phone falls back to it. */
  whatsappNumber: '',
  /** The email shown is the store's support email (/admin/settings), not this one. */
  contactInfo: { email: '', phone: '', hours: site.support.hours },
  faqs: [
    {
      id: 'purchasing',
      question: 'How do I purchase a song?',
      answer:
        'Sign in, open Browse and press Buy on the song you want. Choose bKash, Nagad, Rocket or bank transfer, send the exact amount and enter the sender number and transaction ID. Once our team confirms the payment, usually within 1 to 24 hours, the license key and the download appear in your account.',
    },
    {
      id: 'formats',
      question: 'What file formats do you provide?',
      answer:
        'Every song comes as a 320kbps MP3 and as a lossless WAV file. Files are DRM-free, so they play in any editor, DAW or media player.',
    },
    {
      id: 'commercial-use',
      question: 'Can I use the music commercially?',
      answer:
        'Yes. Each purchase includes a lifetime commercial license for one project owner: videos, podcasts, games, ads and live events. Reselling or redistributing the audio file itself is not allowed. Your license key can be verified by anyone on our License Verify page.',
    },
    {
      id: 'downloads',
      question: 'How do I download my purchased songs?',
      answer:
        'Open your Dashboard and go to Downloads, or use the Download Song button on a completed order in My Orders. There is no limit on re-downloading songs you have bought. Subscribers download from the whole catalogue against their monthly quota.',
    },
    {
      id: 'technical-issues',
      question: 'What should I do if I have technical issues?',
      answer:
        'Try another browser or clear its cache first. If a preview will not play or a download fails, contact us by WhatsApp, phone or the form below with the song title and your order number, and we will fix it or refund you under our Refund Policy.',
    },
  ],
};

export const useHelpContent = (): HelpContent => {
  const query = useQuery({
    queryKey: ['content', 'help'],
    queryFn: ({ signal }) => call('getHelpContent', { signal, parse: (data: unknown) => HelpContent.parse(data) }),
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (query.error) console.warn('Help content not loaded; showing the built-in answers', query.error);
  }, [query.error]);
  const content = query.data;
  if (!content) return HELP_DEFAULTS;
  return { ...content, faqs: content.faqs.length > 0 ? content.faqs : HELP_DEFAULTS.faqs };
};
