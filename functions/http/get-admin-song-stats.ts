import { adminSongStats } from '../domain/catalogue/songs-admin';
import { getAdminSongStatsRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminSongStatsRoute, async () => adminSongStats());
