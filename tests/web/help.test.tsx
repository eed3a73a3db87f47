import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderApp, preloadRoutes } from './render-app';
import { publicSiteSettings } from './settings-fixtures';

preloadRoutes('help');

const faqSection = () => screen.getByRole('region', { name: 'Frequently asked questions' });
const questions = () =>
  within(faqSection())
    .getAllByRole('button')
    .map((button) => button.textContent);

const serverContent = {
  hero: { title: 'Support centre', subtitle: 'We are here for you.' },
  whatsappNumber: '+1 (555) 010-9999',
  faqs: [
    { id: 'f1', question: 'Can I pay with bKash?', answer: 'Yes, and with Nagad or Rocket.' },
    { id: 'f2', question: 'Do licenses expire?', answer: 'Never. Each license is PERPETUAL.' },
    { id: 'f3', question: 'Where are my files?', answer: 'Under Downloads in your dashboard.' },
  ],
  contactInfo: { email: 'help@example.com', phone: '+1 555 010 0000', hours: 'Mon–Fri, 9–5' },
};

describe('/help', () => {
  it('falls back to the five built-in FAQs when the content call fails', async () => {
    mockApi({});
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    expect(questions()).toHaveLength(5);
    expect(within(faqSection()).getByText(/file formats/i)).toBeInTheDocument();
    await userOpens('What file formats do you offer?');
    expect(within(faqSection()).getByText(/320kbps MP3.*WAV.*DRM-free/)).toBeVisible();
  });

  it('filters the FAQs by question or answer text, ignoring case, with an empty message', async () => {
    mockApi({ getHelpContent: { body: serverContent } });
    const { user } = renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support centre' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search the FAQs' });

    await user.type(search, 'BKASH');
    expect(questions()).toEqual(['Can I pay with bKash?']);

    await user.clear(search);
    await user.type(search, 'perpetual');
    expect(questions()).toEqual(['Do licenses expire?']);

    await user.clear(search);
    await user.type(search, 'vinyl');
    expect(within(faqSection()).getByText('No FAQs found matching your search.')).toBeInTheDocument();
    expect(within(faqSection()).queryAllByRole('button')).toHaveLength(0);
  });

  it('keeps one FAQ open at a time', async () => {
    mockApi({ getHelpContent: { body: serverContent } });
    const { user } = renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Support centre' });
    const first = within(faqSection()).getByRole('button', { name: 'Can I pay with bKash?' });
    const second = within(faqSection()).getByRole('button', { name: 'Do licenses expire?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(firstPanel).toBeVisible();
    expect(firstPanel).toHaveTextContent('Yes, and with Nagad or Rocket.');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstPanel).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('links WhatsApp with the digits of the configured number and the prefilled text', async () => {
    mockApi({
      getHelpContent: { body: serverContent },
      getWhatsAppSettings: { body: { enabled: true, phoneNumber: '15550109999', message: 'Hello' } },
      getPublicSiteSettings: { body: publicSiteSettings({ supportEmail: 'desk@store.test' }) },
    });
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Support centre' });
    const link = await screen.findByRole('link', { name: 'Chat on WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/15550109999');
    expect(url.searchParams.get('text')).toBe('Hi, I need help with SoundMarket');
    expect(link.getAttribute('href')).toContain(`text=${encodeURIComponent('Hi, I need help with SoundMarket')}`);
    // One support email everywhere: the store's settings, not the help content's own.
    const ways = within(screen.getByRole('list', { name: 'Ways to reach us' }));
    expect(await ways.findByRole('link', { name: 'desk@store.test' })).toHaveAttribute('href', 'mailto:desk@store.test');
    expect(screen.queryByRole('link', { name: 'help@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 555 010 0000' })).toHaveAttribute('href', 'tel:+15550100000');
  });

  it('shows no chat card while chat is disabled, and the support number when the content names no phone', async () => {
    mockApi({
      getHelpContent: { body: { ...serverContent, contactInfo: { ...serverContent.contactInfo, phone: '' } } },
      getWhatsAppSettings: { body: { enabled: false, phoneNumber: '8801555000111', message: 'Hello' } },
    });
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Support centre' });
    const ways = within(screen.getByRole('list', { name: 'Ways to reach us' }));
    expect(await ways.findByRole('link', { name: '+8801555000111' })).toHaveAttribute('href', 'tel:+8801555000111');
    expect(ways.queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
    expect(ways.queryByRole('heading', { name: 'WhatsApp chat' })).not.toBeInTheDocument();
  });

  it("posts the 'Still need help?' form to /api/contact", async () => {
    const fetchMock = mockApi({ submitContact: { status: 201, body: { message: 'Message received' } } });
    const { user } = renderApp('/help');
    const form = await screen.findByRole('form', { name: 'Support request' });
    await user.type(within(form).getByLabelText('Name'), 'Rina');
    await user.type(within(form).getByLabelText('Email'), 'rina@example.com');
    await user.type(within(form).getByLabelText('Subject'), 'Download');
    await user.type(within(form).getByLabelText('Message'), 'My download stops at 90%.');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(callsTo(fetchMock, 'submitContact')).toHaveLength(1));
    expect(callsTo(fetchMock, 'submitContact')[0]?.body).toEqual({
      name: 'Rina',
      email: 'rina@example.com',
      subject: 'Download',
      message: 'My download stops at 90%.',
    });
  });
});

async function userOpens(question: string) {
  within(faqSection()).getByRole('button', { name: question }).click();
  await waitFor(() => expect(within(faqSection()).getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true'));
}
