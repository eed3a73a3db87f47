import { addEnglish } from '../../i18n';
import texts from './profile.json';

/** The buyer's profile (avatar, email, password, account deletion) and My Analytics. */
export const profile = texts;

addEnglish(profile);
