import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderApp, preloadRoutes } from './render-app';
import { publicSiteSettings } from './settings-fixtures';

preloadRoutes('contact');

const form = () => screen.getByRole('form', { name: 'Contact form' });

async function fill(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('form', { name: 'Contact form' });
  await user.type(within(form()).getByLabelText('Name'), 'Rina Rahman');
  await user.type(within(form()).getByLabelText('Email'), 'rina@example.com');
  await user.type(within(form()).getByLabelText('Subject'), 'Licensing');
  await user.type(within(form()).getByLabelText('Message'), 'Can I use a song in a TV advert?');
}

describe('/contact', () => {
  it("shows the admin's support email and the support hours", async () => {
    mockApi({
      getPublicSiteSettings: { body: publicSiteSettings({ supportEmail: 'desk@store.test' }) },
    });
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support hours' })).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('link', { name: 'desk@store.test' })).toHaveAttribute(
      'href',
      'mailto:desk@store.test',
    );
  });

  it('requires every field and a valid email, sending nothing until then', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/contact');
    await screen.findByRole('form', { name: 'Contact form' });
    expect(within(form()).getByLabelText('Email')).toHaveAttribute('type', 'email');

    await user.type(within(form()).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));

    expect(await within(form()).findByText('Name is required')).toBeInTheDocument();
    expect(within(form()).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form()).getByText('Subject is required')).toBeInTheDocument();
    expect(within(form()).getByText('Message is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'submitContact')).toHaveLength(0);
  });

  it('posts the message, clears the form and shows the success state for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => {};
    const fetchMock = mockApi({
      submitContact: () => new Promise((resolve) => (release = () => resolve({ status: 201, body: { message: 'Message received' } }))),
    });
    const { user } = renderApp('/contact', { advanceTimers: vi.advanceTimersByTime });
    await fill(user);

    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await within(form()).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => release());

    expect(await within(form()).findByText(/Your message has been sent/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'submitContact')[0]?.body).toEqual({
      name: 'Rina Rahman',
      email: 'rina@example.com',
      subject: 'Licensing',
      message: 'Can I use a song in a TV advert?',
    });
    expect(within(form()).getByLabelText('Name')).toHaveValue('');

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(within(form()).getByText(/Your message has been sent/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(within(form()).queryByText(/Your message has been sent/)).not.toBeInTheDocument();
  });

  it("shows the server's error text and keeps what was typed", async () => {
    mockApi({ submitContact: { status: 400, body: { error: 'Message must be at most 5000 characters' } } });
    const { user } = renderApp('/contact');
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent('Message must be at most 5000 characters');
    expect(within(form()).getByLabelText('Name')).toHaveValue('Rina Rahman');
  });

  it('explains a rate limit in plain words', async () => {
    mockApi({ submitContact: { status: 429, body: { error: 'Too many requests' } } });
    const { user } = renderApp('/contact');
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(/wait a few minutes/));
  });
});
