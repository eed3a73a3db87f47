import { addEnglish } from '../../i18n';
import texts from './auth.json';

/** Sign in and registration. */
export const auth = texts;

addEnglish(auth);
