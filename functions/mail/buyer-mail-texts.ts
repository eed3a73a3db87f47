/**
 * The words of the mails a buyer receives, in the four languages of the `language` preference
 * (issue 20). Plain functions of their values: templates.ts escapes and assembles them.
 */
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import type { BuyerMailTexts, MailLanguage } from './texts/types';

export type { MailLanguage } from './texts/types';

const TEXTS: Record<MailLanguage, BuyerMailTexts> = { en, es, fr, de };

/** The recipient's language's texts; English when none is known. */
export const mailTexts = (language: MailLanguage = 'en'): BuyerMailTexts => TEXTS[language] ?? en;
