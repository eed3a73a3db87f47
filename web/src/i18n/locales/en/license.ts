import { addEnglish } from '../../i18n';
import texts from './license.json';

/** Licence verification. */
export const license = texts;

addEnglish(license);
