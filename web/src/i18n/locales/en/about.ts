import { addEnglish } from '../../i18n';
import texts from './about.json';

/** The About page (/about). */
export const about = texts;

addEnglish(about);
