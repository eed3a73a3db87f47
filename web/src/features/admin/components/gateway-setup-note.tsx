import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Card and online payment providers have one screen (Gateway Setup): other payment screens point there. */
export function GatewaySetupNote({ lead }: { lead: string }) {
  return (
    <p className="mb-6 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-muted">
      {lead} are set up under{' '}
      <Link to={paths.adminPaymentGateway} className="font-medium text-brand hover:underline">
        Gateway Setup
      </Link>
      .
    </p>
  );
}
