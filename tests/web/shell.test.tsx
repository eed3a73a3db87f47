import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUser, currentPath, fakeToken, mockApi, renderApp, preloadRoutes } from './render-app';
import { publicSiteSettings } from './settings-fixtures';
import { activeMethods } from './order-fixtures';

// The first lazy imports of the home and dashboard routes are slow to transform; pay for them once, outside the tests' timeouts.
preloadRoutes('home', 'dashboard');

const signInAs = (role: 'admin' | 'user', name = 'Rina Rahman') => {
  localStorage.setItem('token', fakeToken({ role, name }));
  mockApi({ getMe: { body: apiUser({ role, name }) } });
};

/** A signed-in user's dashboard, once its greeting is shown. */
async function onDashboard() {
  signInAs('user');
  const rendered = renderApp('/dashboard');
  await screen.findByRole('heading', { name: /Welcome back/ });
  return rendered;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navigation bar', () => {
  it('links the public pages and offers Sign In to a visitor', async () => {
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    for (const [name, href] of [
      ['Home', '/'],
      ['Browse', '/browse'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Pricing', '/pricing'],
      ['Help', '/help'],
    ]) {
      expect(within(mainNav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the Admin link to an admin', async () => {
    signInAs('admin', 'Ada Admin');
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Ada Admin' });

    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('hides the Admin link from an ordinary user and shows their name, search and notifications', async () => {
    signInAs('user');
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Rina Rahman' });

    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Rina Rahman');
    expect(screen.getByRole('button', { name: 'Search songs' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('logs out: clears the token and returns to /', async () => {
    const { user, router } = await onDashboard();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends the search button to /browse', async () => {
    const { user, router } = await onDashboard();

    await user.click(screen.getByRole('button', { name: 'Search songs' }));

    await waitFor(() => expect(currentPath(router)).toBe('/browse'));
  });

  it('opens an empty notifications popover and closes it with Escape', async () => {
    const { user } = await onDashboard();
    const bell = await screen.findByRole('button', { name: 'Notifications' });

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('dialog', { name: 'Notifications' })).getByText('No notifications yet')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('opens and closes the mobile menu from the hamburger button', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    // The menu's code is fetched on the first open.
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');

    await user.click(within(menu).getByRole('link', { name: 'Sign In' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the current year in the copyright line', async () => {
    mockApi({});
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it('links every information page and lists payment methods and support contacts', async () => {
    mockApi({
      getWhatsAppSettings: { body: { enabled: true, phoneNumber: '8801555000111', message: 'Hello from the footer' } },
      getActivePaymentMethods: { body: [...activeMethods, { type: 'card', name: 'stripe' }] },
      getPublicSiteSettings: { body: publicSiteSettings({ supportEmail: 'support@store.test', currency: 'BDT' }) },
    });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'WhatsApp chat' });
    await within(footer).findByRole('list', { name: 'Accepted payment methods' });
    await within(footer).findByRole('link', { name: 'support@store.test' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

    for (const href of [
      '/browse',
      '/about',
      '/contact',
      '/license-verify',
      '/pricing',
      '/terms',
      '/privacy',
      '/help',
      '/dmca',
      '/refund',
    ]) {
      expect(hrefs).toContain(href);
    }
    const methods = within(within(footer).getByRole('list', { name: 'Accepted payment methods' })).getAllByRole('listitem');
    expect(methods.map((item) => item.textContent)).toEqual(['bKash', 'Nagad', 'Bank transfer', 'Card']);
    expect(hrefs.some((href) => href?.startsWith('mailto:support@'))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith('tel:'))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith('https://wa.me/'))).toBe(true);
  });

  it('shows the support number the admin saved, with a chat link only while chat is enabled', async () => {
    mockApi({ getWhatsAppSettings: { body: { enabled: true, phoneNumber: '8801555000111', message: 'Hello from the footer' } } });
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: '+8801555000111' })).toHaveAttribute('href', 'tel:+8801555000111');
    expect(footer.getByRole('link', { name: 'WhatsApp chat' })).toHaveAttribute(
      'href',
      `https://wa.me/8801555000111?text=${encodeURIComponent('Hello from the footer')}`,
    );
  });

  it('shows no chat link when chat is disabled, and no made-up number when the settings cannot be read', async () => {
    mockApi({ getWhatsAppSettings: { body: { enabled: false, phoneNumber: '8801555000111', message: 'Hi' } } });
    const first = renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: '+8801555000111' })).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: 'WhatsApp chat' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ getWhatsAppSettings: { status: 500, body: { error: 'boom' } } });
    renderApp('/');
    const failed = within(await screen.findByRole('contentinfo'));
    await screen.findByRole('heading', { level: 1 });
    const hrefs = failed.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('tel:') || href.startsWith('https://wa.me/'))).toEqual([]);
  });
});
