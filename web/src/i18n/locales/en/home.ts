import { addEnglish } from '../../i18n';
import texts from './home.json';

/** The landing page. */
export const home = texts;

addEnglish(home);
