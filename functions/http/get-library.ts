import { library } from '../domain/licenses/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getLibrary', async ({ user }) => library(user.userId));
