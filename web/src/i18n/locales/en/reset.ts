import { addEnglish } from '../../i18n';
import texts from './reset.json';

/** The Reset Password dialog and the email verification page (/verify-email). */
export const reset = texts;

addEnglish(reset);
