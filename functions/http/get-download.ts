import { redeemDownloadLink } from '../domain/subscriptions/subscription-downloads';
import { getDownloadRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';
import { redirect } from '../lib/responses';

export const handler = endpoint(getDownloadRoute, async ({ params }) => redirect(await redeemDownloadLink(params.id)));
