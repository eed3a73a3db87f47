import { library } from '../domain/licenses/licenses';
import { getLibraryRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint(getLibraryRoute, async ({ user }) => library(user.userId));
