import { unsubscribeWithToken } from '../domain/accounts/unsubscribe';
import { unsubscribeEmailUpdatesRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(unsubscribeEmailUpdatesRoute, async ({ query }) => unsubscribeWithToken(query.token));
