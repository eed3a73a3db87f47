/**
 * `npm run refresh-search-snapshot -- --table <TableName> --bucket <MediaBucketName>` rewrites the
 * search index's snapshot of a deployed stack from the table, with your AWS credentials. Cold
 * `GET /api/songs` containers start from that snapshot; the route writes it itself after a
 * rebuild, but a catalogue too big to read within the route's timeout (or one bulk-imported
 * outside `npm run seed`) needs this once. Locally, `npm run seed` does it.
 */
import { parseArgs } from 'node:util';
import { useDeployedStack } from './deployed-stack-env';

const { values } = parseArgs({ options: { table: { type: 'string' }, bucket: { type: 'string' } } });
if (!values.table || !values.bucket) {
  console.error('usage: npm run refresh-search-snapshot -- --table <TableName output> --bucket <MediaBucketName output>');
  process.exit(2);
}
useDeployedStack({ table: values.table, bucket: values.bucket });
const started = Date.now();
const { refreshCatalogueSnapshot } = await import('../functions/domain/catalogue/catalogue-cache');
const result = await refreshCatalogueSnapshot();
console.log(
  `Search snapshot: ${result.songs} listed songs at catalogue version ${result.version} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
