import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '../../shared/api/settings';
import { apiUser, fakeToken, heldResponse, mockApi, preloadRoutes, renderApp } from './render-app';

// The pages these tests open; a first import on a busy machine can outlast a findBy.
preloadRoutes('about', 'browse', 'auth', 'dashboard');

const siteSettings = (overrides: Partial<PublicSiteSettings> = {}): PublicSiteSettings => ({
  siteName: 'Beat Bazaar',
  siteDescription: 'Music for makers',
  contactEmail: 'hello@beatbazaar.example',
  supportEmail: 'help@beatbazaar.example',
  address: '',
  currency: 'USD',
  maintenanceMode: false,
  enableNotifications: true,
  ...overrides,
});

const MAINTENANCE = { status: 503, body: { error: 'The store is down for maintenance.', message: 'x', code: 'MAINTENANCE' } };

describe('site settings in the shell', () => {
  it("shows the admin's site name as the brand in the header and footer, and the support address in the footer", async () => {
    mockApi({ getPublicSiteSettings: { body: siteSettings() } });
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Beat Bazaar home' })).toBeInTheDocument();
    expect(screen.queryByText('SoundMarket')).not.toBeInTheDocument();
    // The footer is its own chunk, drawn after the header.
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText(/© \d{4} Beat Bazaar\. All rights reserved\./)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'help@beatbazaar.example' })).toHaveAttribute('href', 'mailto:help@beatbazaar.example');
  });

  it('keeps the built-in brand when the settings cannot be read', async () => {
    mockApi({});
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'SoundMarket home' })).toBeInTheDocument();
  });
});

describe('maintenance mode', () => {
  it('shows a visitor the maintenance page instead of the page they opened', async () => {
    mockApi({ getPublicSiteSettings: { body: siteSettings({ maintenanceMode: true }) } });
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'We’ll be back soon' })).toBeInTheDocument();
    expect(screen.getByText(/Beat Bazaar is down for maintenance/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'help@beatbazaar.example' })).toHaveAttribute(
      'href',
      'mailto:help@beatbazaar.example',
    );
    expect(screen.queryByRole('status', { name: /Maintenance mode is on/ })).not.toBeInTheDocument();
  });

  it('switches to the maintenance page when a call answers 503 MAINTENANCE', async () => {
    let down = false;
    mockApi({
      getPublicSiteSettings: () => ({ body: siteSettings({ maintenanceMode: down }) }),
      listSongs: () => {
        down = true;
        return MAINTENANCE;
      },
    });
    renderApp('/browse');
    // The page's call is refused, then the shell re-reads the settings.
    expect(await screen.findByRole('heading', { name: 'We’ll be back soon' })).toBeInTheDocument();
  });

  it('does not let a settings read answered before the store closed hide a later 503 MAINTENANCE', async () => {
    // The shell's first settings read is still on its way when the page's call is refused: that read
    // was answered while the store was open, so it must not be the last word.
    const firstRead = heldResponse();
    let reads = 0;
    mockApi({
      getPublicSiteSettings: (...args) => {
        reads += 1;
        return reads === 1 ? firstRead.handler(...args) : { body: siteSettings({ maintenanceMode: true }) };
      },
      listSongs: MAINTENANCE,
    });
    renderApp('/browse');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the songs.');
    await firstRead.respond({ body: siteSettings({ maintenanceMode: false }) });
    expect(await screen.findByRole('heading', { name: 'We’ll be back soon' })).toBeInTheDocument();
  });

  it('leaves sign-in open so an admin can get in', async () => {
    mockApi({ getPublicSiteSettings: { body: siteSettings({ maintenanceMode: true }) } });
    renderApp('/auth');
    expect(await screen.findByLabelText(/email/i)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We’ll be back soon' })).not.toBeInTheDocument();
  });

  it('lets an admin keep working and shows them a banner', async () => {
    localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
    mockApi({
      getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) },
      getPublicSiteSettings: { body: siteSettings({ maintenanceMode: true }) },
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Ada Admin' });
    await waitFor(() => expect(screen.getByText(/Maintenance mode is on/)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Turn it off in Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.queryByRole('heading', { name: 'We’ll be back soon' })).not.toBeInTheDocument();
  });
});
