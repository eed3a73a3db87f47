import { getApiDocsScriptRoute } from '../../shared/api/routes/docs';
import { endpoint } from './endpoint';
import { scalarScript } from '../lib/openapi-docs';
import { raw } from '../lib/responses';

export const handler = endpoint(getApiDocsScriptRoute, async () =>
  raw(await scalarScript(), 'text/javascript; charset=utf-8', { 'Cache-Control': 'public, max-age=86400' }),
);
