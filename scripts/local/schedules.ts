/**
 * The local stand-in for the stack's EventBridge schedules: the same handler, sent the same
 * scheduled event, on a timer in the gateway's process (whose environment is the functions').
 * Tests and developers run a sweep at once through its admin route instead of waiting.
 */
const RELEASE_DIGESTS_EVERY_MS = 60 * 60 * 1000;

export function startSchedules(log: (line: string) => void): () => void {
  const run = async () => {
    try {
      const { handler } = await import('../../functions/http/send-release-digests');
      const result = (await handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' } as never, {} as never)) as {
        mailed?: number;
      };
      if (result.mailed) log(`New-release mails: ${result.mailed} sent`);
    } catch (error) {
      log(`New-release mail sweep failed: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => void run(), RELEASE_DIGESTS_EVERY_MS);
  timer.unref();
  const renewalsTimer = setInterval(() => void runRenewals(log), RENEWALS_EVERY_MS);
  renewalsTimer.unref();
  return () => {
    clearInterval(timer);
    clearInterval(renewalsTimer);
  };
}

const RENEWALS_EVERY_MS = 60 * 60 * 1000;

async function runRenewals(log: (line: string) => void): Promise<void> {
  try {
    const { handler } = await import('../../functions/http/sweep-subscription-renewals');
    const result = (await handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' } as never, {} as never)) as {
      invoiced?: number;
      lapsed?: number;
    };
    if (result.invoiced || result.lapsed) log(`Renewals: ${result.invoiced ?? 0} invoices mailed, ${result.lapsed ?? 0} plans lapsed`);
  } catch (error) {
    log(`Renewal sweep failed: ${(error as Error).message}`);
  }
}
