import { addEnglish } from '../../i18n';
import texts from './tiers.json';

/** Licence tiers (issue 25): the song page's comparison, the purchase dialog's tier, verification. */
export const tiers = texts;

addEnglish(tiers);
