import { setSongTierPrices } from '../domain/licenses/song-tier-prices';
import { setSongTierPricesRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(setSongTierPricesRoute, async ({ params, body }) => setSongTierPrices(params.songId, body));
