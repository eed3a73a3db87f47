import { addEnglish } from '../../i18n';
import texts from './help.json';

/** The Help Center (/help); its built-in hero and FAQs are shared/help-defaults.ts's, word for word. */
export const help = texts;

addEnglish(help);
