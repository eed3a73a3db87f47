import { endpoint } from '../lib/endpoint';
import { openApiDocument } from '../lib/openapi';

export const handler = endpoint('getOpenApi', async () => openApiDocument());
