import { addEnglish } from '../../i18n';
import texts from './legal.json';

/** The policy pages: terms, privacy, DMCA and refunds. */
export const legal = texts;

addEnglish(legal);
