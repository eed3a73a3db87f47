import { addEnglish } from '../../i18n';
import texts from './contact.json';

/** The Contact page (/contact) and the contact form it shares with Help. */
export const contact = texts;

addEnglish(contact);
