import { redeemDownloadLink } from '../domain/subscriptions/subscriptions';
import { endpoint } from '../lib/endpoint';
import { redirect } from '../lib/responses';

export const handler = endpoint('getDownload', async ({ params }) => redirect(await redeemDownloadLink(params.id)));
