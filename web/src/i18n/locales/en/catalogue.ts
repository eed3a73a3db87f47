import { addEnglish } from '../../i18n';
import texts from './catalogue.json';

/** Browse, song cards, the song page, the purchase dialog. */
export const catalogue = texts;

addEnglish(catalogue);
