import { getOpenApiRoute } from '../../shared/api/routes/docs';
import { endpoint } from './endpoint';
import { openApiDocument } from '../lib/openapi-document';

export const handler = endpoint(getOpenApiRoute, async () => openApiDocument());
