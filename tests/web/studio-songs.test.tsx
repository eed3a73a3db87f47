import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, preloadRoutes } from './render-app';
import { asArtist, studioSong } from './studio-fixtures';
import { expectRefusedUnsent, retype } from './form-fields';

preloadRoutes('studio');

/** The row of one song in "Your songs", once the list shows it. */
async function songRow(title: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Your songs' });
  return (await within(list).findByText(title)).closest('li')!;
}

/** The artist's studio with one song, whose edits the API keeps. */
function editableSong() {
  let saved = studioSong;
  return asArtist({
    listArtistSongs: () => ({ body: [saved] }),
    updateArtistSong: (body) => {
      saved = { ...saved, ...(body as object) };
      return { body: saved };
    },
  });
}

describe('/studio songs', () => {
  it('keeps an edited price within the store’s bounds before sending, then saves the text and price', async () => {
    const api = editableSong();
    const { user } = renderApp('/studio');
    const row = within(await songRow('Glass Harbour'));
    expect(row.getByText(/\$34\.99/)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit Glass Harbour' }));
    await retype(user, form, 'Price (USD)', '4.99');
    await user.clear(form.getByLabelText('Title'));
    await expectRefusedUnsent(user, form, 'Save', ['The price must be between $5.00 and $500.00, in cents', 'Enter a title'], {
      fetchMock: api,
      route: 'updateArtistSong',
    });

    await user.type(form.getByLabelText('Title'), 'Glass Harbour (Remaster)');
    await retype(user, form, 'Price (USD)', '500');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'updateArtistSong')).toHaveLength(1));
    expect(callsTo(api, 'updateArtistSong')[0]!.body).toEqual({ title: 'Glass Harbour (Remaster)', price: 500 });
    const updated = within(await songRow('Glass Harbour (Remaster)'));
    expect(updated.getByText(/\$500\.00/)).toBeInTheDocument();
  });

  it('withdraws a song from sale and offers it again', async () => {
    const api = editableSong();
    const { user } = renderApp('/studio');
    await user.click(within(await songRow('Glass Harbour')).getByRole('button', { name: 'Withdraw from sale' }));
    await waitFor(() => expect(callsTo(api, 'updateArtistSong')).toHaveLength(1));
    expect(callsTo(api, 'updateArtistSong')[0]!.body).toEqual({ is_available: false });
    const row = within(await songRow('Glass Harbour'));
    expect(await row.findByText(/Withdrawn from sale/)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Offer for sale again' }));
    await waitFor(() => expect(callsTo(api, 'updateArtistSong')).toHaveLength(2));
    expect(callsTo(api, 'updateArtistSong')[1]!.body).toEqual({ is_available: true });
  });
});
