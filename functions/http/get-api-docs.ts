import { endpoint } from '../lib/endpoint';
import { apiDocsPage } from '../lib/openapi-docs';
import { raw } from '../lib/responses';

export const handler = endpoint('getApiDocs', async () => raw(apiDocsPage(), 'text/html; charset=utf-8'));
