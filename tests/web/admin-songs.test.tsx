import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSong } from '../../shared/api/songs-admin';
import { callsTo, expectLastQuery, type MockResponse, renderApp, routeKey, preloadRoutes } from './render-app';
import { adminApiWith, expectAdminPage } from './admin-page';

preloadRoutes('admin', 'admin-songs');

afterEach(() => vi.restoreAllMocks());

/** The first screen of a test waits for the lazy admin modules, slow on a loaded machine. */
const loading = { timeout: 5000 };

let sequence = 0;
function adminSong(overrides: Partial<AdminSong> = {}): AdminSong {
  sequence += 1;
  return {
    id: `s${sequence}`,
    title: `Track ${sequence}`,
    artist: 'Nadia Sultana',
    genre: 'Jazz',
    description: '',
    price: 9.99,
    status: 'published',
    sale_status: 'for_sale',
    is_available: true,
    listed: true,
    duration: 185,
    format: 'mp3',
    bitrate: 192000,
    sample_rate: 44100,
    downloads: 7,
    revenue: 69.93,
    rating: 4.5,
    cover_url: null,
    rejection_reason: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const stats = { totalSongs: 30, published: 21, pendingReview: 4, totalRevenue: 1234.5 };

const asAdmin = adminApiWith({
  getAdminSongStats: { body: stats },
});

/** The spec's array; the total in X-Total-Count and the next page's cursor in X-Next-Cursor. */
const pageOf = (songs: AdminSong[], total = songs.length, next?: string) => ({
  body: songs,
  headers: { 'X-Total-Count': String(total), ...(next ? { 'X-Next-Cursor': next } : {}) },
});

describe('/admin/songs', () => {
  it('shows the stat cards and each song as a card with rating, duration, price, downloads, revenue and status', async () => {
    const draft = adminSong({
      title: 'Monsoon Nights',
      status: 'draft',
      rating: null,
      duration: 245,
      price: 12.5,
      downloads: 3,
      revenue: 37.5,
    });
    asAdmin({ listAdminSongs: pageOf([adminSong({ title: 'Dhaka Lights' }), draft]) });
    renderApp('/admin/songs');

    await expectAdminPage('Songs', undefined, loading);
    // The card shows a placeholder until its figures arrive: wait for the figure, not the card.
    await waitFor(() => expect(screen.getByTestId('stat-Total Songs')).toHaveTextContent('30'));
    expect(screen.getByTestId('stat-Published')).toHaveTextContent('21');
    expect(screen.getByTestId('stat-Pending Review')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-Total Revenue')).toHaveTextContent('$1,234.50');

    const card = within(await screen.findByRole('article', { name: 'Monsoon Nights' }));
    // Its rating, length, price, downloads, revenue and status.
    for (const text of ['No rating', '4:05', '$12.50', '3', '$37.50', 'Draft']) expect(card.getByText(text)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Edit Monsoon Nights' })).toHaveAttribute('href', '/admin/songs/edit/' + draft.id);
    expect(within(screen.getByRole('article', { name: 'Dhaka Lights' })).getByText('4.5/5')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 songs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Song' })).toHaveAttribute('href', '/admin/songs/add');
    expect(screen.getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute('href', '/admin/songs/bulk-upload');
  });

  it('switches between the card grid and a table of the same songs', async () => {
    asAdmin({ listAdminSongs: pageOf([adminSong({ title: 'Dhaka Lights' })]) });
    const { user } = renderApp('/admin/songs');

    expect(await screen.findByRole('article', { name: 'Dhaka Lights' }, loading)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('rowheader', { name: /Dhaka Lights/ })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as grid' }));
    expect(screen.getByRole('article', { name: 'Dhaka Lights' })).toBeInTheDocument();
  });

  it('sends the search and the status filter to the server and pages 12 at a time by X-Next-Cursor', async () => {
    const fetchMock = asAdmin({
      listAdminSongs: (_body, _init, url) => {
        const second = url.searchParams.get('cursor') === 'page-2';
        const songs = Array.from({ length: second ? 3 : 12 }, () => adminSong());
        return pageOf(songs, 15, second ? undefined : 'page-2');
      },
    });
    const { user } = renderApp('/admin/songs');

    expect(await screen.findByText('Showing 1 to 12 of 15 songs', {}, loading)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13 to 15 of 15 songs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1 to 12 of 15 songs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13 to 15 of 15 songs')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search songs' }), 'jazz');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await expectLastQuery(fetchMock, 'listAdminSongs', { q: 'jazz', status: 'pending', cursor: null });
  });

  it('says No songs found when nothing matches', async () => {
    asAdmin({ listAdminSongs: pageOf([]) });
    renderApp('/admin/songs');
    expect(await screen.findByText('No songs found', {}, loading)).toBeInTheDocument();
  });

  it('publishes a draft and unpublishes a published song to draft, with the spec toasts', async () => {
    const success = vi.spyOn(toast, 'success');
    const draft = adminSong({ title: 'Monsoon Nights', status: 'draft' });
    const live = adminSong({ title: 'Dhaka Lights', status: 'published' });
    const fetchMock = asAdmin({
      listAdminSongs: pageOf([draft, live]),
      updateSongStatus: (body) => ({ body: { ...draft, ...(body as object), peaks: [] } }),
    });
    const { user } = renderApp('/admin/songs');

    await user.click(await screen.findByRole('button', { name: 'Publish Monsoon Nights' }, loading));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Song published!'));
    await user.click(screen.getByRole('button', { name: 'Unpublish Dhaka Lights' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Song draft!'));
    expect(callsTo(fetchMock, routeKey('updateSongStatus', { songId: draft.id }))[0]?.body).toEqual({ status: 'published' });
    expect(callsTo(fetchMock, routeKey('updateSongStatus', { songId: live.id }))[0]?.body).toEqual({ status: 'draft' });
  });

  it('tells a failed status change apart', async () => {
    const error = vi.spyOn(toast, 'error');
    asAdmin({
      listAdminSongs: pageOf([adminSong({ title: 'Monsoon Nights', status: 'draft' })]),
      updateSongStatus: { status: 500, body: { error: 'Internal error', message: 'Internal error', code: 'INTERNAL' } },
    });
    const { user } = renderApp('/admin/songs');
    await user.click(await screen.findByRole('button', { name: 'Publish Monsoon Nights' }, loading));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update song status'));
  });

  it('deletes a song after the confirmation and refreshes the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const song = adminSong({ title: 'Monsoon Nights' });
    let songs = [song];
    const fetchMock = asAdmin({
      listAdminSongs: () => pageOf(songs),
      deleteSong: () => {
        songs = [];
        return { body: { message: 'Song deleted' } };
      },
    });
    const { user } = renderApp('/admin/songs');

    await user.click(await screen.findByRole('button', { name: 'Delete Monsoon Nights' }, loading));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete song' }));
    expect(dialog.getByText('Are you sure you want to delete "Monsoon Nights"?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete Song' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Monsoon Nights deleted successfully!'));
    expect(callsTo(fetchMock, routeKey('deleteSong', { songId: song.id }))).toHaveLength(1);
    expect(await screen.findByText('No songs found', {}, loading)).toBeInTheDocument();
  });

  it('explains a refused delete of a song with orders, and any other failure generically', async () => {
    const error = vi.spyOn(toast, 'error');
    const sold = adminSong({ title: 'Sold Tune' });
    const broken = adminSong({ title: 'Broken Tune' });
    const refusal = (message: string, status: number): MockResponse => ({ status, body: { error: message, message, code: 'X' } });
    asAdmin({
      listAdminSongs: pageOf([sold, broken]),
      [routeKey('deleteSong', { songId: sold.id })]: refusal('Cannot delete a song with existing orders', 400),
      [routeKey('deleteSong', { songId: broken.id })]: refusal('Internal error', 500),
    });
    const { user } = renderApp('/admin/songs');

    await user.click(await screen.findByRole('button', { name: 'Delete Sold Tune' }, loading));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete song' })).getByRole('button', { name: 'Delete Song' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Cannot delete song - it has existing orders'));
    await user.click(screen.getByRole('button', { name: 'Delete Broken Tune' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete song' })).getByRole('button', { name: 'Delete Song' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete song'));
    expect(screen.getByRole('article', { name: 'Sold Tune' })).toBeInTheDocument();
  });
  it('approves a pending song and rejects another with the reason its uploader reads, under one set of status names', async () => {
    const success = vi.spyOn(toast, 'success');
    const waiting = adminSong({ title: 'Waiting Tune', status: 'pending', listed: false });
    const doubtful = adminSong({ title: 'Doubtful Tune', status: 'pending', listed: false });
    const reason = 'The master clips at 1:20';
    const fetchMock = asAdmin({
      listAdminSongs: pageOf([waiting, doubtful, adminSong({ title: 'Old Refusal', status: 'rejected', rejection_reason: reason })]),
      updateSongStatus: (body) => ({ body: { ...doubtful, ...(body as object), peaks: [] } }),
    });
    const { user } = renderApp('/admin/songs');

    const waitingCard = within(await screen.findByRole('article', { name: 'Waiting Tune' }, loading));
    expect(waitingCard.getByText('Pending review')).toBeInTheDocument();
    expect(waitingCard.queryByRole('button', { name: 'Publish Waiting Tune' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getByRole('option', { name: 'Pending review' })).toBeInTheDocument();
    const refused = within(screen.getByRole('article', { name: 'Old Refusal' }));
    expect(refused.getByText('Rejected')).toBeInTheDocument();
    expect(refused.getByText(reason)).toBeInTheDocument();

    await user.click(waitingCard.getByRole('button', { name: 'Approve Waiting Tune' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Song approved and published!'));
    expect(callsTo(fetchMock, routeKey('updateSongStatus', { songId: waiting.id }))[0]?.body).toEqual({ status: 'published' });

    await user.click(screen.getByRole('button', { name: 'Reject Doubtful Tune' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject song' }));
    await user.click(dialog.getByRole('button', { name: 'Reject Song' }));
    expect(dialog.getByText('A reason is required to reject a song')).toBeInTheDocument();
    expect(callsTo(fetchMock, routeKey('updateSongStatus', { songId: doubtful.id }))).toHaveLength(0);
    await user.type(dialog.getByLabelText('Reason'), 'Too quiet to sell');
    await user.click(dialog.getByRole('button', { name: 'Reject Song' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Song rejected'));
    expect(callsTo(fetchMock, routeKey('updateSongStatus', { songId: doubtful.id }))[0]?.body).toEqual({
      status: 'rejected',
      reason: 'Too quiet to sell',
    });
  });
});
