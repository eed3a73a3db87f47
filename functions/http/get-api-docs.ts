import { getApiDocsRoute } from '../../shared/api/routes/docs';
import { endpoint } from './endpoint';
import { apiDocsPage } from '../lib/openapi-docs';
import { raw } from '../lib/responses';

export const handler = endpoint(getApiDocsRoute, async () => raw(apiDocsPage(), 'text/html; charset=utf-8'));
