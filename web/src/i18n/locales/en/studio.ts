import { addEnglish } from '../../i18n';
import texts from './studio.json';

/** The artist's studio (/studio, issue 24) and the listener's application to sell. */
export const studio = texts;

addEnglish(studio);
