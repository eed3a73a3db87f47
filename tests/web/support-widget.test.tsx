import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, preloadRoutes } from './render-app';

// The first lazy import of the home route is slow to transform; pay for it once, outside the tests' timeouts.
preloadRoutes('home');

const widget = () => screen.getByRole('complementary', { name: 'Support' });

/** Opens the home page with `mocks` answering its calls, then the support widget; the page's user events after. */
async function openWidget(mocks: Parameters<typeof mockApi>[0]) {
  mockApi(mocks);
  const { user } = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  await user.click(within(widget()).getByRole('button', { name: 'Contact support' }));
  return user;
}

describe('support widget', () => {
  it('shows no chat or call link, never a made-up number, when the settings call fails', async () => {
    await openWidget({ getWhatsAppSettings: { status: 500, body: { error: 'boom' } } });

    // No built-in office address either: only the one an admin set (tests/web/site-truths.test.tsx).
    expect(within(widget()).queryByRole('group')).not.toBeInTheDocument();
    expect(widget().querySelector('address')).toBeNull();
    expect(within(widget()).queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
    expect(within(widget()).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('fills the message with a greeting when the stored one is empty', async () => {
    await openWidget({ getWhatsAppSettings: { body: { enabled: true, phoneNumber: '8801555000111', message: '' } } });
    await waitFor(() =>
      expect(within(widget()).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
        'href',
        `https://wa.me/8801555000111?text=${encodeURIComponent('Hi, I need help with SoundMarket')}`,
      ),
    );
    expect(within(widget()).getByRole('link', { name: 'Call +8801555000111' })).toHaveAttribute('href', 'tel:+8801555000111');
  });

  it('uses the server settings, and hides the chat when WhatsApp is disabled', async () => {
    await openWidget({
      getWhatsAppSettings: { body: { enabled: true, phoneNumber: '+44 20 7946 0000', message: 'Hello there' } },
    });
    await waitFor(() =>
      expect(within(widget()).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
        'href',
        'https://wa.me/442079460000?text=Hello%20there',
      ),
    );
  });

  it('hides the chat button when WhatsApp is disabled', async () => {
    await openWidget({ getWhatsAppSettings: { body: { enabled: false, phoneNumber: '+44 20 7946 0000', message: 'Hi' } } });
    await waitFor(() => expect(within(widget()).getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+442079460000'));
    expect(within(widget()).queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
  });

  it('collapses again with Escape and gives focus back to its button', async () => {
    const user = await openWidget({});
    const toggle = within(widget()).getByRole('button', { name: 'Close support' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');

    expect(within(widget()).getByRole('button', { name: 'Contact support' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(widget()).getByRole('button', { name: 'Contact support' })).toHaveFocus();
    expect(within(widget()).queryByRole('link')).not.toBeInTheDocument();
  });
});
