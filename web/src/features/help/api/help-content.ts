import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HelpContent } from '../../../../../shared/api/catalogue';
import type { TFunction } from 'i18next';
import { HELP_TEXT_DEFAULTS } from '../../../../../shared/help-defaults';
import { site } from '../../../config/site';
import { call } from '../../../lib/api-client';
import '../../../i18n/locales/en/help';
import { queryKeys } from '../../../lib/query-keys';

type FaqItem = HelpContent['faqs'][number];

/** Spec §2 Help: the built-in content, used until the server answers and whenever it cannot. */
export const HELP_DEFAULTS: HelpContent = {
  ...HELP_TEXT_DEFAULTS,
  /** The chat number is the support chat's (`useSupportSettings`); the phone falls back to it. */
  whatsappNumber: '',
  /** The email shown is the store's support email (/admin/settings), not this one. */
  contactInfo: { email: '', phone: '', hours: site.support.hours },
};

type BuiltInFaqId = 'purchasing' | 'formats' | 'commercial-use' | 'downloads' | 'technical-issues';
const isDefaultFaq = (faq: FaqItem): faq is FaqItem & { id: BuiltInFaqId } => {
  const builtIn = HELP_TEXT_DEFAULTS.faqs.find((d) => d.id === faq.id);
  return builtIn !== undefined && builtIn.question === faq.question && builtIn.answer === faq.answer;
};

/**
 * The content in the reader's language: the built-in hero, FAQs and hours, as long as an admin has
 * not changed them, are translated; anything an admin saved is shown as saved.
 */
export function localizeHelp(content: HelpContent, t: TFunction): HelpContent {
  const { hero } = HELP_TEXT_DEFAULTS;
  return {
    ...content,
    hero: {
      title: content.hero.title === hero.title ? t('help.heroTitle') : content.hero.title,
      subtitle: content.hero.subtitle === hero.subtitle ? t('help.heroSubtitle') : content.hero.subtitle,
    },
    contactInfo: {
      ...content.contactInfo,
      hours: content.contactInfo.hours === site.support.hours ? t('help.hours') : content.contactInfo.hours,
    },
    faqs: content.faqs.map((faq) =>
      isDefaultFaq(faq) ? { id: faq.id, question: t(`help.faqs.${faq.id}.question`), answer: t(`help.faqs.${faq.id}.answer`) } : faq,
    ),
  };
}

export const useHelpContent = (): HelpContent => {
  const query = useQuery({
    queryKey: queryKeys.helpContent,
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
