import { describe, expect, it } from 'vitest';
import { scheduledOrHttp } from '../../functions/lib/scheduled';

describe('a Lambda that a schedule and an API route both call', () => {
  const handler = scheduledOrHttp(
    async (event: unknown) => ({ via: 'http', event }),
    async () => ({ via: 'schedule' }),
  );

  it("runs the job for EventBridge's scheduled event", async () => {
    await expect(handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' }, {})).resolves.toEqual({ via: 'schedule' });
  });

  it('sends an API request through the endpoint, even one whose body claims to be a schedule', async () => {
    const request = { rawPath: '/api/admin/subscriptions/renewals/sweep', body: '{"source":"aws.events","detail-type":"Scheduled Event"}' };
    await expect(handler(request, {})).resolves.toEqual({ via: 'http', event: request });
    await expect(handler({ source: 'aws.events', 'detail-type': 'Other' }, {})).resolves.toMatchObject({ via: 'http' });
    await expect(handler(null, {})).resolves.toMatchObject({ via: 'http' });
  });
});
