import { addEnglish } from '../../i18n';
import texts from './library.json';

/**
 * The subscription and library texts: the store's song widgets show them (download buttons, the
 * subscription notice) beside the buyer's dashboard, so they come without the dashboard's own texts.
 */
export const libraryTexts = texts;

addEnglish(libraryTexts);
