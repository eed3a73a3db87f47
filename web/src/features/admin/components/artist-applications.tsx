import { useState } from 'react';
import { toast } from 'sonner';
import type { ArtistApplication } from '../../../../../shared/api/artist';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useArtistApplications, useDecideApplication } from '../api/payouts';
import { RefuseApplicationDialog } from './refuse-application-dialog';

/** The users screen's queue of listeners asking to sell as artists (issue 24): approve or refuse. */
export function ArtistApplications() {
  const applications = useArtistApplications();
  const decide = useDecideApplication();
  const [refusing, setRefusing] = useState<ArtistApplication>();
  if (!applications.data?.length) return null;
  const approve = (id: string) =>
    decide.mutate(
      { id, body: { decision: 'approve' } },
      {
        onSuccess: () => toast.success('Artist approved'),
        onError: (e) => toast.error(e instanceof ApiError ? e.message : 'The action failed'),
      },
    );
  return (
    <section aria-label="Artist applications" className="mt-6 rounded-2xl border border-line bg-surface p-4">
      <h2 className="font-semibold text-ink">Artist applications</h2>
      <ul className="mt-2">
        {applications.data.map((a) => (
          <li key={a.user_id} className="flex flex-wrap items-center justify-between gap-2 border-t border-line py-2 text-sm">
            {/* Names, emails and bios are the applicant's own: a long word or link wraps rather than widening the page. */}
            <span className="min-w-0 flex-1 basis-64 [overflow-wrap:anywhere]">
              <span className="font-medium text-ink">{a.artist_name}</span> · {a.name} ({a.email}){a.bio && ` · ${a.bio}`}
            </span>
            <span className="flex shrink-0 gap-2">
              <Button size="sm" onClick={() => approve(a.user_id)} loading={decide.isPending}>
                Approve
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setRefusing(a)} disabled={decide.isPending}>
                Refuse
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {refusing && <RefuseApplicationDialog application={refusing} onClose={() => setRefusing(undefined)} />}
    </section>
  );
}
