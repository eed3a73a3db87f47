import { addEnglish } from '../../i18n';
import texts from './invoices.json';

/** Order invoices and the manual payment forms (method, payee, proof) shared by songs and plans. */
export const invoices = texts;

addEnglish(invoices);
