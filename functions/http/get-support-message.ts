import { openSupportMessage } from '../domain/support/contact';
import { getSupportMessageRoute } from '../../shared/api/routes/support';
import { endpoint } from './endpoint';

export const handler = endpoint({ getSupportMessage: getSupportMessageRoute }, 'getSupportMessage', async ({ params }) =>
  openSupportMessage(params.id),
);
