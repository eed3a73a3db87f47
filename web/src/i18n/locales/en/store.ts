import { addEnglish } from '../../i18n';
import texts from './store.json';

/** The store's music surfaces (issue 21): home shelves, browse chips, song and artist extras, buying in a dialog. */
export const store = texts;

addEnglish(store);
