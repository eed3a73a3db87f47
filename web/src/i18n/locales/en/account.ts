import { addEnglish } from '../../i18n';
// The subscription and library texts every screen that uses this file shows too.
import './library';
import texts from './account.json';

/** The buyer's own screens: the dashboard and settings (the library and subscription texts are in ./library). */
export const account = texts;

addEnglish(account);
