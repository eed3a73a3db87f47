import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../web/src/i18n/i18n';
import { errorMessage, ApiError } from '../../web/src/lib/api-client';
import { mockApi, renderApp } from './render-app';

beforeAll(async () => {
  await Promise.all([
    import('../../web/src/app/routes/terms'),
    import('../../web/src/app/routes/about'),
    import('../../web/src/app/routes/help'),
    import('../../web/src/app/routes/contact'),
    import('../../web/src/app/routes/auth'),
  ]);
});

// A visitor whose browser (or footer switch) chose German; setup.ts puts English back after each test.
beforeEach(async () => {
  await setLanguage('de');
});

const storedPage = (page_id: string, content = '') => ({
  body: { page_id, published: content !== '', content, meta_title: '', meta_description: '', updated_at: null },
});

describe('the public pages in German', () => {
  it('shows the Terms in German with the date written the German way', async () => {
    mockApi({ getPage: storedPage('terms') });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getByText('Zuletzt aktualisiert am 1. Juni 2025')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Auf dieser Seite' });
    expect(within(toc).getByRole('link', { name: '1. Annahme dieser Bedingungen' })).toHaveAttribute('href', '#acceptance');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Lizenz prüfen' })).toHaveAttribute('href', '/license-verify');
    expect(screen.queryByText(/Acceptance of these terms/)).not.toBeInTheDocument();
  });

  it('keeps the text an admin saved for a page as saved, under a German title', async () => {
    mockApi({ getPage: storedPage('terms', '<p>Be nice.</p>') });
    renderApp('/terms');
    expect(await screen.findByText('Be nice.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
  });

  it('shows the About page in German', async () => {
    mockApi({ getPage: storedPage('about') });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 2, name: 'Unsere Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qualität zuerst' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Musik entdecken' })).toHaveAttribute('href', '/browse');
  });

  it('translates the built-in FAQs and keeps one an admin wrote as written', async () => {
    mockApi({
      getHelpContent: {
        body: {
          hero: { title: 'How can we help?', subtitle: 'Answers about buying, licences, downloads and your account.' },
          whatsappNumber: '',
          faqs: [
            {
              id: 'formats',
              question: 'What file formats do you offer?',
              answer: 'Every song is delivered as a 320kbps MP3, and WAV where the artist supplied it. Files are DRM-free.',
            },
            { id: 'own', question: 'Do you ship CDs?', answer: 'No, downloads only.' },
          ],
          contactInfo: { email: '', phone: '', hours: 'Sat–Thu, 10:00–19:00 (GMT+6)' },
        },
      },
    });
    renderApp('/help');
    const faqs = await screen.findByRole('region', { name: 'Häufige Fragen' });
    expect(await within(faqs).findByRole('button', { name: 'Do you ship CDs?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wie können wir helfen?' })).toBeInTheDocument();
    expect(
      within(faqs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Welche Dateiformate bietet ihr an?', 'Do you ship CDs?']);
    expect(screen.getByText('Sa–Do, 10:00–19:00 (GMT+6)')).toBeInTheDocument();
  });

  it('shows the contact form and its validation messages in German', async () => {
    mockApi({ getPage: storedPage('contact') });
    const { user } = renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Kontaktformular' });
    await user.type(within(form).getByLabelText('E-Mail'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Nachricht senden' }));
    expect(await within(form).findByText('Name ist erforderlich')).toBeInTheDocument();
    expect(within(form).getByText('Gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(within(form).getByText('Betreff ist erforderlich')).toBeInTheDocument();
  });
});

describe("the API's messages in the reader's language", () => {
  it('shows a refused sign-in in German by its code', async () => {
    mockApi({ login: { status: 401, body: { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } } });
    const { user } = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Anmelden' });
    await user.type(within(form).getByLabelText('E-Mail'), 'rina@example.com');
    await user.type(within(form).getByLabelText('Passwort'), 'Wrong-password-1');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch');
  });

  it('reads validation and policy messages back into their rule and field, and keeps what it does not know', () => {
    const validation = (error: string) => errorMessage(new ApiError(error, { status: 400, code: 'VALIDATION_ERROR' }));
    expect(validation('New password is required')).toBe('Neues Passwort ist erforderlich');
    expect(validation('Subject must be at most 200 characters')).toBe('Betreff darf höchstens 200 Zeichen lang sein');
    expect(validation('Password must be at least 8 characters')).toBe('Das Passwort muss mindestens 8 Zeichen lang sein');
    expect(validation('Password is too common; choose one that is harder to guess')).toBe(
      'Das Passwort ist zu verbreitet; wähle eines, das schwerer zu erraten ist',
    );
    expect(errorMessage(new ApiError('Too many requests', { status: 429, code: 'TOO_MANY_REQUESTS' }))).toBe(
      'Zu viele Anfragen. Bitte versuche es später erneut.',
    );
    expect(errorMessage(new ApiError('Song not found', { status: 404, code: 'SONG_NOT_FOUND' }))).toBe('Song nicht gefunden');
    expect(errorMessage(new ApiError('You do not have permission to do this', { status: 403, code: 'FORBIDDEN' }))).toBe(
      'Dazu bist du nicht berechtigt',
    );
    // A field the translations do not name, and a message they do not know: the server's English.
    expect(validation('Sender wallet is required')).toBe('Sender wallet is required');
    expect(validation('Price must be between 5.00 and 100.00')).toBe('Price must be between 5.00 and 100.00');
  });

  it('leaves every message as the server wrote it in English', async () => {
    await setLanguage('en');
    expect(errorMessage(new ApiError('New password is required', { status: 400, code: 'VALIDATION_ERROR' }))).toBe(
      'New password is required',
    );
    expect(errorMessage(new ApiError('Invalid email or password', { status: 401, code: 'INVALID_CREDENTIALS' }))).toBe(
      'Invalid email or password',
    );
  });
});
