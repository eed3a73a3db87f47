import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GENRES } from '../../shared/constants';
import { RouteErrorBoundary } from '../../web/src/app/route-error';
import { apiUser, currentPath, fakeToken, mockApi, renderApp, renderRoutes } from './render-app';

describe('routes', () => {
  it('shows the 404 page for an unknown route, with a link home', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('sends a logged-out visitor from /dashboard to /auth', async () => {
    mockApi({});
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it('redirects a signed-in user from / to /dashboard', async () => {
    localStorage.setItem('token', fakeToken());
    mockApi({ getMe: { body: apiUser() } });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it("renders 'Unexpected Application Error!' with a reload button when a route throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RouteErrorBoundary>
              <Broken />
            </RouteErrorBoundary>
          ),
        },
      ],
      ['/'],
    );

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});

describe('home page', () => {
  it('shows the whole hero title at once, buttons to /browse and /pricing, and no made-up statistics when none are counted', async () => {
    mockApi({});
    renderApp('/');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Find the sound your next project deserves.' });
    // No typing animation: the visible text is the whole title from the first render.
    expect(heading).toHaveTextContent('Find the sound your next project deserves.');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/browse');
    expect(main.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByTestId('stat-totalSongs')).not.toBeInTheDocument();
    expect(main.queryByText(/\d+K\+/)).not.toBeInTheDocument();
  });

  it('links each genre chip to /browse?genre=<lowercase genre>', async () => {
    mockApi({});
    renderApp('/');
    const genres = await screen.findByRole('region', { name: 'Browse by genre' });

    for (const genre of GENRES) {
      const href = within(genres).getByRole('link', { name: genre }).getAttribute('href') ?? '';
      expect(new URL(href, 'http://localhost').searchParams.get('genre')).toBe(genre.toLowerCase());
    }
  });

  it('calls to action towards /browse and /auth', async () => {
    mockApi({});
    renderApp('/');
    const cta = await screen.findByRole('region', { name: 'Ready to find your sound?' });
    expect(within(cta).getByRole('link', { name: 'Start Browsing' })).toHaveAttribute('href', '/browse');
    expect(within(cta).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/auth');
  });
});

describe('home statistics', () => {
  it('shows the counted figures from /api/stats/home exactly, with thousands separators', async () => {
    mockApi({ getHomeStats: { body: { totalSongs: 40, totalArtists: 12, totalUsers: 1234, totalDownloads: 98765 } } });
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('stat-totalSongs')).toHaveTextContent(/^40$/));
    expect(screen.getByTestId('stat-totalUsers')).toHaveTextContent('1,234');
    expect(screen.getByTestId('stat-totalDownloads')).toHaveTextContent('98,765');
  });

  it('shows the same counted song figure on About, and no invented ones', async () => {
    mockApi({ getHomeStats: { body: { totalSongs: 40, totalArtists: 12, totalUsers: 1234, totalDownloads: 98765 } } });
    renderApp('/about');
    const numbers = await screen.findByRole('region', { name: /in numbers/ }, { timeout: 3000 });
    expect(numbers).toHaveTextContent('40');
    expect(numbers).toHaveTextContent('1,234');
    expect(screen.getByRole('main')).not.toHaveTextContent('10K+');
    expect(screen.getByRole('main')).not.toHaveTextContent('99%');
  });
});

describe('static pages', () => {
  it.each([
    ['/about', 'About SoundMarket', ['Quality First', 'Community Driven', 'Fair Licensing', 'Our mission']],
    ['/terms', 'Terms of Service', ['What a license lets you do']],
    ['/privacy', 'Privacy Policy', ['under 13']],
    ['/dmca', 'DMCA & Copyright Policy', ['Counter-notice', 'Repeat infringers']],
    [
      '/refund',
      'Refund Policy',
      ['7 days', 'Duplicate purchases', 'A subscription period already started', '2–3 business days', '5–7 business days'],
    ],
  ])('%s renders its heading and key content', async (url, heading, texts) => {
    mockApi({});
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const text of texts) expect(main).toHaveTextContent(text);
  });
});
