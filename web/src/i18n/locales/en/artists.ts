import { addEnglish } from '../../i18n';
import texts from './artists.json';

/** Artist pages (/artist/{slug}), shared playlists (/playlist/{id}) and the new-release unsubscribe page. */
export const artists = texts;

addEnglish(artists);
