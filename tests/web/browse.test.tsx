import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { apiUser, currentPath, fakeToken, mockApi, renderApp, urlsOf, routeKey, preloadRoutes } from './render-app';
import { song } from './song-fixtures';
import { SEARCH_DEBOUNCE_MS } from '../../web/src/features/browse/components/browse-filters';
import { PAGE_SIZE } from '../../web/src/features/browse/api/songs';

const allSongs = () => screen.getByRole('region', { name: 'All Songs' });
const recent = () => screen.getByRole('region', { name: 'Recently Added' });
/** Waits for the lazy route and its first songs. */
const findCard = async (name: string) => within(await screen.findByRole('region', { name: 'All Songs' })).findByRole('article', { name });

// The first lazy import of a route is slow to transform; pay for it once, outside the tests' timeouts.
preloadRoutes('browse', 'song');

/** GET /api/songs answering `list` (the page's one song request: All Songs, and Recently Added from it). */
const catalogue = (list = [song({ title: 'Blue Monday', artist: 'Nadia Sultana', price: 2.49 })]) => mockApi({ listSongs: { body: list } });

const gridQuery = (fetchMock: ReturnType<typeof mockApi>) => urlsOf(fetchMock, 'listSongs').map((url) => url.searchParams);

/** /browse opened on the search "blue", then the Jazz genre picked: the router and the search box. */
async function jazzAfterSearchingBlue() {
  catalogue();
  const { user, router } = renderApp('/browse?q=blue');
  const search = await screen.findByRole('search');
  const box = within(search).getByLabelText('Search songs');
  await user.selectOptions(within(search).getByLabelText('Genre'), 'jazz');
  return { user, router, box };
}

describe('/browse filters', () => {
  it('reads genre, price, sort and search from the URL and sends them to the API', async () => {
    const fetchMock = catalogue();
    renderApp('/browse?genre=jazz&price=10-25&sort=price_desc&q=blue');

    expect(await within(await screen.findByRole('search')).findByLabelText('Genre')).toHaveValue('jazz');
    expect(screen.getByLabelText('Price')).toHaveValue('10-25');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_desc');
    expect(screen.getByLabelText('Search songs')).toHaveValue('blue');
    await waitFor(() => expect(gridQuery(fetchMock).length).toBeGreaterThan(0));
    const params = gridQuery(fetchMock).at(-1)!;
    expect(Object.fromEntries(params)).toMatchObject({ genre: 'jazz', minPrice: '10', maxPrice: '25', sort: 'price_desc', q: 'blue' });
  });

  it('writes each filter to the URL, so the search can be shared', async () => {
    catalogue();
    const { user, router } = renderApp('/browse');
    const search = await screen.findByRole('search');

    await user.selectOptions(within(search).getByLabelText('Genre'), 'hip hop');
    await user.selectOptions(within(search).getByLabelText('Price'), 'under-10');
    await user.selectOptions(within(search).getByLabelText('Sort by'), 'title');
    await user.type(within(search).getByLabelText('Search songs'), 'nadia');

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('nadia'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      genre: 'hip hop',
      price: 'under-10',
      sort: 'title',
      q: 'nadia',
    });
  });

  it('debounces the search box: one API query for the whole word', async () => {
    const fetchMock = catalogue();
    renderApp('/browse');
    const box = await screen.findByLabelText('Search songs');
    // Seven keystrokes, each drawn, with no pause between them whatever the machine's speed: the
    // loop never yields, so no timer can run between two of them (user.type on a busy machine
    // paused for longer than the debounce between keys).
    for (let typed = 1; typed <= 'sultana'.length; typed += 1) {
      act(() => void fireEvent.change(box, { target: { value: 'sultana'.slice(0, typed) } }));
      expect(box).toHaveValue('sultana'.slice(0, typed));
    }

    await waitFor(() => expect(gridQuery(fetchMock).some((p) => p.get('q') === 'sultana')).toBe(true));
    expect(
      gridQuery(fetchMock)
        .filter((p) => p.has('q'))
        .map((p) => p.get('q')),
    ).toEqual(['sultana']);
  });

  it('shows the search of the URL the back button returns to, and leaves that URL as it is', async () => {
    const { user, router, box } = await jazzAfterSearchingBlue();
    await user.type(box, 's');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('blues'));

    await act(() => router.navigate(-1));
    // Going back lands when the history's popstate arrives, which may be after navigate() returns.
    await waitFor(() => expect(router.state.location.search).toBe('?q=blue'));
    await waitFor(() => expect(box).toHaveValue('blue'));
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2)));
    expect(router.state.location.search).toBe('?q=blue');
    expect(box).toHaveValue('blue');
  });

  it('keeps the URL the back button returns to when it goes back before the typed search was drawn', async () => {
    const { user, router, box } = await jazzAfterSearchingBlue();

    // Back in the same tick the typed search reaches the router, before React draws that entry.
    let wentBack = false;
    const stop = router.subscribe((state) => {
      if (!wentBack && new URLSearchParams(state.location.search).get('q') === 'blues') {
        wentBack = true;
        void router.navigate(-1);
      }
    });
    await user.type(box, 's');
    await waitFor(() => expect(wentBack).toBe(true));
    stop();

    await waitFor(() => expect(box).toHaveValue('blue'));
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2)));
    expect(router.state.location.search).toBe('?q=blue');
    expect(box).toHaveValue('blue');
  });

  it.each([
    ['all', {}],
    ['free', { minPrice: '0', maxPrice: '0' }],
    ['under-10', { maxPrice: '9.99' }],
    ['10-25', { minPrice: '10', maxPrice: '25' }],
    ['over-25', { minPrice: '25.01' }],
  ])('maps the price filter %s to minPrice/maxPrice %j', async (band, expected) => {
    const fetchMock = catalogue();
    renderApp(`/browse?price=${band}`);
    await screen.findByRole('heading', { name: 'All Songs' });
    await waitFor(() => expect(gridQuery(fetchMock).length).toBeGreaterThan(0));
    const params = gridQuery(fetchMock).at(-1)!;
    expect({ minPrice: params.get('minPrice') ?? undefined, maxPrice: params.get('maxPrice') ?? undefined }).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      ...expected,
    });
  });

  it('ignores unknown filter values in the URL instead of sending them', async () => {
    const fetchMock = catalogue();
    renderApp('/browse?genre=polka&price=cheap&sort=random');
    await waitFor(() => expect(gridQuery(fetchMock).length).toBeGreaterThan(0));
    const params = gridQuery(fetchMock).at(-1)!;
    expect(params.has('genre')).toBe(false);
    expect(params.has('minPrice')).toBe(false);
    expect(params.get('sort')).toBe('newest');
  });

  it("shows 'No songs found matching your criteria' and clears the filters from there", async () => {
    mockApi({ listSongs: (_body, _init, url) => ({ body: url.searchParams.has('genre') ? [] : [song({ title: 'Anything' })] }) });
    const { user, router } = renderApp('/browse?genre=folk');

    expect(
      await within(await screen.findByRole('region', { name: 'All Songs' })).findByText('No songs found matching your criteria'),
    ).toBeInTheDocument();
    await user.click(within(allSongs()).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(allSongs()).findByText('Anything')).toBeInTheDocument();
  });
});

describe('/browse listing', () => {
  it('shows the 5 newest songs under Recently Added while nothing is searched or filtered, from the one song request', async () => {
    const fetchMock = catalogue(Array.from({ length: 7 }, (_, i) => song({ title: `Newest ${i + 1}` })));
    renderApp('/browse');
    await screen.findByRole('region', { name: 'Recently Added' });
    expect(await within(recent()).findByText('Newest 5')).toBeInTheDocument();
    expect(within(recent()).getByText('Newest 1')).toBeInTheDocument();
    expect(within(recent()).queryByText('Newest 6')).not.toBeInTheDocument();
    expect(await within(allSongs()).findByText('Newest 7')).toBeInTheDocument();
    expect(urlsOf(fetchMock, 'listSongs').map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { sort: 'newest', limit: String(PAGE_SIZE) },
    ]);
  });

  it('puts search and filter results first: no Recently Added strip, a removable chip per filter, Clear all', async () => {
    mockApi({
      listSongs: (_body, _init, url) => ({
        body: url.searchParams.has('genre') ? [song({ title: 'Jazz Hit', genre: 'Jazz' })] : [song({ title: 'Newest Unfiltered' })],
      }),
    });
    const { user, router } = renderApp('/browse?genre=jazz&q=blue');
    await findCard('Jazz Hit');
    expect(screen.queryByRole('region', { name: 'Recently Added' })).not.toBeInTheDocument();
    const chips = screen.getByTestId('filter-chips');
    expect(within(chips).getByRole('button', { name: 'Remove filter Jazz' })).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Search: “blue”' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('genre')).toBe('jazz');

    await user.click(within(screen.getByTestId('filter-chips')).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('region', { name: 'Recently Added' })).toBeInTheDocument();
    expect(screen.queryByTestId('filter-chips')).not.toBeInTheDocument();
    // The strip waits for the newest songs: never the filtered results still on screen meanwhile.
    expect(within(recent()).queryByText('Jazz Hit')).not.toBeInTheDocument();
    expect(await within(recent()).findByText('Newest Unfiltered')).toBeInTheDocument();
  });

  it('counts the catalogue from the store figures, not the page size: "40 songs", never "24+"', async () => {
    mockApi({
      getHomeStats: { body: { totalSongs: 40, totalArtists: 12, totalUsers: 3, totalDownloads: 9 } },
      listSongs: { body: [song({ title: 'First page song' })], headers: { 'X-Next-Cursor': 'page-2' } },
    });
    renderApp('/browse');
    await findCard('First page song');
    await waitFor(() => expect(screen.getByTestId('song-count')).toHaveTextContent('40 songs'));
  });

  it('loads the next page from the X-Next-Cursor header with Load more', async () => {
    mockApi({
      listSongs: (_body, _init, url) => {
        return url.searchParams.get('cursor') === 'page-2'
          ? { body: [song({ title: 'Second page song' })] }
          : { body: [song({ title: 'First page song' })], headers: { 'X-Next-Cursor': 'page-2' } };
      },
    });
    const { user } = renderApp('/browse');
    await findCard('First page song');

    await user.click(within(allSongs()).getByRole('button', { name: 'Load more' }));

    expect(await within(allSongs()).findByText('Second page song')).toBeInTheDocument();
    expect(within(allSongs()).getByText('First page song')).toBeInTheDocument();
    expect(within(allSongs()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows every song of a full page, and Load more below the last', async () => {
    const page = Array.from({ length: PAGE_SIZE }, (_, i) => song({ title: `Track ${i + 1}` }));
    mockApi({
      listSongs: { body: page, headers: { 'X-Next-Cursor': 'page-2' } },
    });
    renderApp('/browse');
    await findCard('Track 1');

    await waitFor(() => expect(within(allSongs()).getAllByRole('article')).toHaveLength(PAGE_SIZE));
    expect(within(allSongs()).getByRole('article', { name: `Track ${PAGE_SIZE}` })).toBeInTheDocument();
    expect(within(allSongs()).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('shows title, artist, genre, duration and a disabled Sold Out button', async () => {
    catalogue([song({ title: 'Gone Gone Gone', artist: 'Rumi Akter', genre: 'Folk', duration: 185, status: 'sold_out' })]);
    renderApp('/browse');
    const card = await findCard('Gone Gone Gone');
    expect(within(card).getByText('Rumi Akter')).toBeInTheDocument();
    expect(within(card).getByText('Folk')).toBeInTheDocument();
    expect(card).toHaveTextContent('3:05');
    expect(within(card).getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
  });
});

describe('prices', () => {
  it('shows BDT by default (USD × 110, rounded) and USD with cents after the toggle, remembered across visits', async () => {
    catalogue([song({ title: 'Blue Monday', price: 2.49 })]);
    const first = renderApp('/browse');
    const card = () => within(allSongs()).getByRole('article', { name: 'Blue Monday' });
    await findCard('Blue Monday');
    expect(within(card()).getByTestId('song-price')).toHaveTextContent('৳274');

    await first.user.click(screen.getByRole('button', { name: '$ USD' }));

    expect(within(card()).getByTestId('song-price')).toHaveTextContent('$2.49');
    expect(screen.getByRole('button', { name: '$ USD' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('preferredCurrency')).toBe('USD');
    first.unmount();

    renderApp('/browse');
    await findCard('Blue Monday');
    expect(within(card()).getByTestId('song-price')).toHaveTextContent('$2.49');
  });
});

describe('Buy', () => {
  it('opens the purchase dialog for a visitor too (signing in happens inside it), never sending them away to /auth', async () => {
    catalogue([song({ id: 'song-42', title: 'Blue Monday' })]);
    const { user, router } = renderApp('/browse');
    const card = await findCard('Blue Monday');

    await user.click(within(card).getByRole('button', { name: 'Buy Blue Monday' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('buy')).toBe('song-42'));
    expect(await screen.findByRole('dialog', { name: 'Complete Purchase' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/browse');
  });

  it('takes a signed-in buyer to /browse?buy=<songId>, keeping the filters', async () => {
    const warning = vi.spyOn(toast, 'warning');
    localStorage.setItem('token', fakeToken());
    mockApi({ getMe: { body: apiUser() }, listSongs: { body: [song({ id: 'song-42', title: 'Blue Monday' })] } });
    const { user, router } = renderApp('/browse?genre=jazz');
    const card = await findCard('Blue Monday');

    await user.click(within(card).getByRole('button', { name: 'Buy Blue Monday' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('buy')).toBe('song-42'));
    expect(new URLSearchParams(router.state.location.search).get('genre')).toBe('jazz');
    expect(warning).not.toHaveBeenCalled();
    warning.mockRestore();
  });
});

describe('/songs/:songId', () => {
  it('shows the song with its description, duration, price and a play button', async () => {
    mockApi({
      [routeKey('getSong', { songId: 's-7' })]: {
        body: song({ id: 's-7', title: 'Monsoon', artist: 'Tahsan', description: 'Rain on tin roofs.', price: 10 }),
      },
    });
    renderApp('/songs/s-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon' })).toBeInTheDocument();
    expect(screen.getByText('Rain on tin roofs.')).toBeInTheDocument();
    expect(screen.getByTestId('song-price')).toHaveTextContent('৳1,100');
    expect(screen.getByRole('button', { name: 'Play Monsoon' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Buy Monsoon' })).toBeEnabled();
  });

  it("shows 'Song not found' for an unknown id", async () => {
    mockApi({});
    renderApp('/songs/nope');
    expect(await screen.findByRole('heading', { name: 'Song not found' })).toBeInTheDocument();
  });
});
