import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/download';
import { exportReportCsv, reportFileName } from '../api/analytics';

/** Downloads the server's report (GET /api/admin/export-report) as admin-report-{date}.csv. */
export function ExportReportButton({ successMessage }: { successMessage: string }) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      saveBlob(await exportReportCsv(), reportFileName());
      toast.success(successMessage);
    } catch {
      toast.error('Failed to export report');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button onClick={() => void run()} loading={exporting}>
      {!exporting && <Download aria-hidden="true" className="size-4" />}
      Export Report
    </Button>
  );
}
