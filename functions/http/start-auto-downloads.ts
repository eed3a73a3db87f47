import { startAutoDownloads } from '../domain/licenses/auto-downloads';
import { startAutoDownloadsRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint({ startAutoDownloads: startAutoDownloadsRoute }, 'startAutoDownloads', async ({ user }) =>
  startAutoDownloads(user),
);
