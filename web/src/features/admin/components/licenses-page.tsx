import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useDeleteTier, useLicenseTiers, useUpdateTier, type LicenseTier } from '../api/licenses';
import { AdminHeader } from './admin-layout';
import { DeleteDialog } from './confirm-action-dialog';
import { AdminTable } from './admin-table';
import { ListLoadError } from './list-load-error';
import { LicenseTierDialog } from './license-tier-dialog';
import { TIER_FILES, termsLine } from './license-tier-form';
import { failure } from './plan-display';
import { useStoreMoney } from '../hooks/use-store-money';

const fileLabel = (d: string) => TIER_FILES.find((f) => f.value === d)?.label ?? d;

/** Issue 25: the store-wide licence tiers every song sells under; a tier in use is switched off, never deleted. */
export function AdminLicensesPage() {
  const tiers = useLicenseTiers();
  const update = useUpdateTier();
  const { fromUsd } = useStoreMoney();
  const [editing, setEditing] = useState<{ tier?: LicenseTier }>();
  const [deleting, setDeleting] = useState<LicenseTier>();

  const toggle = (tier: LicenseTier) =>
    update.mutate(
      { tierId: tier.id, body: { active: !tier.active } },
      {
        onSuccess: (saved) => toast.success(saved.active ? `${saved.name} is on sale again` : `${saved.name} switched off`),
        onError: (error) => failure('Failed to update the licence tier', error),
      },
    );

  return (
    <>
      <AdminHeader
        title="Licences"
        description="The licences every song sells under, cheapest first on the song page. A song offers a tier only when it has the tier's files."
        create={{ label: 'Create Tier', onClick: () => setEditing({}) }}
      />
      <section aria-label="Licence tiers" className="overflow-x-auto rounded-2xl border border-line bg-surface">
        {tiers.isPending ? (
          <p aria-busy="true" className="p-5 text-sm text-muted">
            Loading licence tiers...
          </p>
        ) : tiers.isError ? (
          <ListLoadError what="licence tiers" query={tiers} className="p-5" />
        ) : tiers.data.length === 0 ? (
          <p className="p-5 text-sm text-muted">No licence tiers yet. Create the first one.</p>
        ) : (
          <AdminTable columns={['Tier', 'Default price', 'Files', 'Terms', 'Orders', 'Status', 'Actions']}>
            {tiers.data.map((tier) => (
              <tr key={tier.id} data-tier-id={tier.id} className="border-b border-line align-top last:border-0">
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {tier.name}
                  <span className="block text-xs font-normal text-muted">{tier.id}</span>
                  {tier.exclusive && <span className="mt-1 inline-block rounded bg-raised px-1.5 text-xs text-brand">Exclusive</span>}
                </th>
                <td className="px-4 py-3 tabular-nums">{fromUsd(tier.default_price)}</td>
                <td className="px-4 py-3">{tier.deliverables.map(fileLabel).join(', ')}</td>
                <td className="max-w-xs px-4 py-3 text-muted">{termsLine(tier.terms)}</td>
                <td className="px-4 py-3 tabular-nums">{tier.orders}</td>
                <td className="px-4 py-3">{tier.active ? 'Active' : <span className="text-muted">Off</span>}</td>
                <td className="px-4 py-3">
                  <span className="flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" aria-label={`Edit ${tier.name}`} onClick={() => setEditing({ tier })}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${tier.active ? 'Switch off' : 'Switch on'} ${tier.name}`}
                      disabled={update.isPending}
                      onClick={() => toggle(tier)}
                    >
                      {tier.active ? 'Switch off' : 'Switch on'}
                    </Button>
                    <Button size="sm" variant="danger" aria-label={`Delete ${tier.name}`} onClick={() => setDeleting(tier)}>
                      Delete
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      {editing && <LicenseTierDialog tier={editing.tier} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteTierDialog tier={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}

const DELETE_TIER = {
  title: 'Delete licence tier',
  confirmLabel: 'Delete Tier',
  question: 'Delete this tier? Songs stop offering it. A tier that was ever ordered cannot be deleted: switch it off instead.',
  done: 'Licence tier deleted',
  failed: 'Failed to delete the licence tier',
};

function DeleteTierDialog({ tier, onClose }: { tier: LicenseTier; onClose: () => void }) {
  return <DeleteDialog texts={DELETE_TIER} record={tier} action={useDeleteTier()} onFailure={failure} onClose={onClose} />;
}
