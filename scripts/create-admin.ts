/**
 * `npm run create-admin -- --table <TableName> --email you@example.com` creates the first admin of
 * a deployed stack (the local stack seeds its own). Uses your AWS credentials; the password is
 * read from ADMIN_PASSWORD or generated and printed once.
 */
import { parseArgs } from 'node:util';
import { useDeployedStack } from './deployed-stack-env';

const { values } = parseArgs({ options: { table: { type: 'string' }, email: { type: 'string' } } });
if (!values.table || !values.email) {
  console.error('usage: npm run create-admin -- --table <TableName output> --email <admin email>');
  process.exit(2);
}
useDeployedStack({ table: values.table });
const { ensureAdmin } = await import('../functions/domain/accounts/accounts');
const result = await ensureAdmin(values.email, process.env.ADMIN_PASSWORD || undefined);
if (!result.created) console.log(`An account with ${values.email} already exists; nothing changed.`);
else console.log(`Created admin ${values.email}${result.password ? ` with password ${result.password} (shown once)` : ''}`);
