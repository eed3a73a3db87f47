import { addEnglish } from '../../i18n';
import texts from './collection.json';

/** The dashboard's collection tabs: playlists, favourites, followed artists. */
export const collection = texts;

addEnglish(collection);
