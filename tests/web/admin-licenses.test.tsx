import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LicenseTier } from '../../shared/api/licenses';
import { unlimitedTerms } from './license-fixtures';
import { callsTo, renderApp, routeKey, urlsOf, preloadRoutes } from './render-app';
import { expectSent } from './expect-sent';
import { adminApiWith, expectAdminPage } from './admin-page';
import { expectRefusedUnsent, retype } from './form-fields';

preloadRoutes('admin', 'admin-licenses');

afterEach(() => vi.restoreAllMocks());

const tier = (over: Partial<LicenseTier>): LicenseTier => ({
  id: 'mp3',
  name: 'MP3 Lease',
  deliverables: ['mp3_320'],
  terms: { ...unlimitedTerms, distributionCopies: 5000, audioStreams: 100000 },
  default_price: 29.99,
  exclusive: false,
  active: true,
  orders: 12,
  position: 1,
  ...over,
});
const tiers = [
  tier({}),
  tier({ id: 'wav', name: 'WAV Lease', deliverables: ['mp3_320', 'wav'], default_price: 49.99, orders: 3, position: 2 }),
  tier({
    id: 'exclusive',
    name: 'Exclusive',
    deliverables: ['mp3_320', 'wav', 'stems'],
    terms: unlimitedTerms,
    default_price: 499,
    exclusive: true,
    orders: 0,
    position: 5,
  }),
];

const asAdmin = adminApiWith({
  listLicenseTiers: { body: tiers },
});

/** The first screen of a test waits for the lazy admin modules, slow on a loaded machine. */
const loading = { timeout: 5000 };
const row = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) }, loading)).closest('tr')!;

describe('/admin/licenses', () => {
  it('lists every tier with its price, files, terms, orders and state, from the sidebar entry', async () => {
    asAdmin();
    renderApp('/admin/licenses');

    await expectAdminPage('Licences', 'Licences', loading);
    const wav = within(await row('WAV Lease'));
    expect(wav.getByText('$49.99')).toBeInTheDocument();
    expect(wav.getByText('MP3 320 kbps, WAV')).toBeInTheDocument();
    expect(wav.getByText(/5,000 copies · 100,000 streams · Unlimited videos/)).toBeInTheDocument();
    expect(wav.getByText('Active')).toBeInTheDocument();
    const exclusive = within(await row('Exclusive'));
    expect(exclusive.getAllByText('Exclusive')).toHaveLength(2);
    expect(exclusive.getByText(/^Unlimited copies/)).toBeInTheDocument();
  });

  it('creates a tier: name, id, price and a file are required, an empty limit is unlimited', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({
      createLicenseTier: (body) => ({ status: 201, body: { ...tier({}), ...(body as object), orders: 0, position: 6 } }),
    });
    const { user } = renderApp('/admin/licenses');

    await user.click(await screen.findByRole('button', { name: 'Create Tier' }, loading));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Licence Tier' }));
    await user.click(dialog.getByLabelText('MP3 320 kbps'));
    await user.click(dialog.getByRole('button', { name: 'Create Tier' }));
    expect(dialog.getByText('Tier name is required')).toBeInTheDocument();
    expect(dialog.getByText('Default price is required')).toBeInTheDocument();
    expect(dialog.getByText('Choose at least one file')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Tier name'), 'Premium WAV');
    await user.type(dialog.getByLabelText('Default price (USD)'), '79');
    await user.click(dialog.getByLabelText('FLAC'));
    await user.click(dialog.getByLabelText('MP3 320 kbps'));
    await user.type(dialog.getByLabelText('Distribution copies'), '20000');
    await user.type(dialog.getByLabelText('Music videos'), 'two');
    await user.type(dialog.getByLabelText('Tier id'), 'Premium WAV');
    await user.click(dialog.getByRole('button', { name: 'Create Tier' }));
    expect(await dialog.findByText('Enter a whole number, or leave empty for unlimited')).toBeInTheDocument();
    await retype(user, dialog, 'Music videos', '2');
    await expectRefusedUnsent(user, dialog, 'Create Tier', ['Use 1–30 lower-case letters, digits, - or _'], {
      fetchMock,
      route: 'createLicenseTier',
    });

    await retype(user, dialog, 'Tier id', 'premium-wav');
    await user.click(dialog.getByRole('button', { name: 'Create Tier' }));

    await expectSent(success, 'Licence tier created', fetchMock, 'createLicenseTier', {
      id: 'premium-wav',
      name: 'Premium WAV',
      deliverables: ['mp3_320', 'flac'],
      terms: { ...unlimitedTerms, distributionCopies: 20000, musicVideos: 2 },
      default_price: 79,
      exclusive: false,
      active: true,
    });
    await waitFor(() => expect(urlsOf(fetchMock, 'listLicenseTiers')).toHaveLength(2));
  });

  it('edits a tier with its values filled in, and shows the server refusing a change', async () => {
    let attempt = 0;
    const fetchMock = asAdmin({
      [routeKey('updateLicenseTier', { tierId: 'wav' })]: (body) =>
        ++attempt === 1
          ? { status: 400, body: { error: 'Default price is too large', message: 'x', code: 'VALIDATION_ERROR' } }
          : { body: { ...tiers[1], ...(body as object) } },
    });
    const { user } = renderApp('/admin/licenses');

    await user.click(within(await row('WAV Lease')).getByRole('button', { name: 'Edit WAV Lease' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Licence Tier' }));
    expect(dialog.getByLabelText('Tier name')).toHaveValue('WAV Lease');
    expect(dialog.getByLabelText('Tier id')).toHaveValue('wav');
    expect(dialog.getByLabelText('WAV')).toBeChecked();
    expect(dialog.getByLabelText('Stems (ZIP)')).not.toBeChecked();
    expect(dialog.getByLabelText('Distribution copies')).toHaveValue('5000');
    expect(dialog.getByLabelText('Radio stations')).toHaveValue('');
    await retype(user, dialog, 'Default price (USD)', '59.5');
    await user.clear(dialog.getByLabelText('Distribution copies'));
    await user.click(dialog.getByLabelText('Exclusive (takes the song off sale)'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Default price is too large')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Licence Tier' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, routeKey('updateLicenseTier', { tierId: 'wav' }))[1]?.body).toEqual({
      name: 'WAV Lease',
      deliverables: ['mp3_320', 'wav'],
      terms: { ...unlimitedTerms, audioStreams: 100000 },
      default_price: 59.5,
      exclusive: true,
      active: true,
    });
  });

  it("refuses to delete a tier in use with the server's reason, and switches it off instead", async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = asAdmin({
      [routeKey('deleteLicenseTier', { tierId: 'wav' })]: {
        status: 409,
        body: { error: 'This tier has orders: switch it off instead', message: 'x', code: 'TIER_IN_USE' },
      },
      [routeKey('deleteLicenseTier', { tierId: 'exclusive' })]: { body: { message: 'Tier deleted' } },
      [routeKey('updateLicenseTier', { tierId: 'wav' })]: (body) => ({ body: { ...tiers[1], ...(body as object) } }),
    });
    const { user } = renderApp('/admin/licenses');

    await user.click(within(await row('WAV Lease')).getByRole('button', { name: 'Delete WAV Lease' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete licence tier' })).getByRole('button', { name: 'Delete Tier' }),
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to delete the licence tier', {
        description: 'This tier has orders: switch it off instead',
      }),
    );

    await user.click(within(await row('WAV Lease')).getByRole('button', { name: 'Switch off WAV Lease' }));
    await waitFor(() => expect(callsTo(fetchMock, routeKey('updateLicenseTier', { tierId: 'wav' }))).toHaveLength(1));
    expect(callsTo(fetchMock, routeKey('updateLicenseTier', { tierId: 'wav' }))[0]?.body).toEqual({ active: false });

    await user.click(within(await row('Exclusive')).getByRole('button', { name: 'Delete Exclusive' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete licence tier' })).getByRole('button', { name: 'Delete Tier' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, routeKey('deleteLicenseTier', { tierId: 'exclusive' }))).toHaveLength(1));
  });
});
