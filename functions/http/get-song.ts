import { getPublicSong } from '../domain/catalogue/songs';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getSong', async ({ params }) => getPublicSong(params.songId));
