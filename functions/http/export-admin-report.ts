import { exportReportCsv } from '../domain/analytics/dashboard';
import { exportAdminReportRoute } from '../../shared/api/routes/analytics';
import { endpoint } from './endpoint';
import { raw } from '../lib/responses';

export const handler = endpoint(exportAdminReportRoute, async () => {
  const now = new Date();
  return raw(await exportReportCsv(now), 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename="admin-report-${now.toISOString().slice(0, 10)}.csv"`,
  });
});
