import { addEnglish } from '../../i18n';
import texts from './song-extras.json';

/** What a song offers beside playing and buying: Add to playlist and its reviews (song cards and the song page). */
export const songExtras = texts;

addEnglish(songExtras);
