import { library } from '../domain/licences/licences';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getLibrary', async ({ user }) => library(user.userId));
