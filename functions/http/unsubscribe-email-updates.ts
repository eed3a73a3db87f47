import { unsubscribeWithToken } from '../domain/accounts/unsubscribe';
import { unsubscribeEmailUpdatesRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint({ unsubscribeEmailUpdates: unsubscribeEmailUpdatesRoute }, 'unsubscribeEmailUpdates', async ({ query }) =>
  unsubscribeWithToken(query.token),
);
