import { startAutoDownloads } from '../domain/licenses/auto-downloads';
import { startAutoDownloadsRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint(startAutoDownloadsRoute, async ({ user }) => startAutoDownloads(user));
