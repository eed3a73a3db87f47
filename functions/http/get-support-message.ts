import { openSupportMessage } from '../domain/support/contact';
import { getSupportMessageRoute } from '../../shared/api/routes/support';
import { endpoint } from './endpoint';

export const handler = endpoint(getSupportMessageRoute, async ({ params }) => openSupportMessage(params.id));
