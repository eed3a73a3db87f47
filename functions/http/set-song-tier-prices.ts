import { setSongTierPrices } from '../domain/licenses/song-tier-prices';
import { setSongTierPricesRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ setSongTierPrices: setSongTierPricesRoute }, 'setSongTierPrices', async ({ params, body }) =>
  setSongTierPrices(params.songId, body),
);
