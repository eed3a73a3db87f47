import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_SUCCESS_MESSAGE } from '../../shared/constants';
import { PASSWORD_RULE_MESSAGES } from '../../shared/password-policy';
import { apiUser, callsTo, currentPath, fakeToken, heldResponse, mockApi, renderApp, preloadRoutes } from './render-app';

// The first lazy import of a route is slow to transform; pay for it once, outside the tests' timeouts.
preloadRoutes('auth');

const openRegisterTab = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('tab', { name: 'Register' }));
  return screen.getByRole('form', { name: 'Register' });
};

/** Types the registration form's fields and presses Create Account. */
async function register(
  user: ReturnType<typeof renderApp>['user'],
  form: HTMLElement,
  {
    name = 'Rina Rahman',
    password = 'correct-horse',
    confirmation = password,
  }: { name?: string; password?: string; confirmation?: string } = {},
) {
  await user.type(within(form).getByLabelText('Full Name'), name);
  await user.type(within(form).getByLabelText('Email'), 'rina@example.com');
  await user.type(within(form).getByLabelText('Password'), password);
  await user.type(within(form).getByLabelText('Confirm Password'), confirmation);
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
}

describe('/auth register tab', () => {
  it('shows "Passwords do not match" and sends nothing when the confirmation differs', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/auth');
    const form = await openRegisterTab(user);

    await register(user, form, { confirmation: 'correct-horsE' });

    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(within(form).getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'register')).toHaveLength(0);
  });

  it('applies the server password policy before sending: the rule that failed is shown on the password field', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/auth');
    const form = await openRegisterTab(user);

    await user.type(within(form).getByLabelText('Full Name'), 'Rina Rahman');
    await user.type(within(form).getByLabelText('Email'), 'rina@example.com');
    for (const [password, rule] of [
      ['password1', PASSWORD_RULE_MESSAGES.common],
      ['rina2024!', PASSWORD_RULE_MESSAGES.email],
    ] as const) {
      await user.clear(within(form).getByLabelText('Password'));
      await user.clear(within(form).getByLabelText('Confirm Password'));
      await user.type(within(form).getByLabelText('Password'), password);
      await user.type(within(form).getByLabelText('Confirm Password'), password);
      await user.click(within(form).getByRole('button', { name: 'Create Account' }));
      expect(await within(form).findByText(rule)).toBeInTheDocument();
      expect(within(form).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo(fetchMock, 'register')).toHaveLength(0);
  });

  it('signs the new account in and opens the dashboard after registering', async () => {
    const fetchMock = mockApi({
      register: { status: 201, body: { message: 'User created', user: apiUser() } },
      login: { body: { token: fakeToken(), user: apiUser() } },
      getMe: { body: apiUser() },
    });
    const { user, router } = renderApp('/auth');
    const form = await openRegisterTab(user);

    await register(user, form);

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(callsTo(fetchMock, 'login')[0]?.body).toEqual({ email: 'rina@example.com', password: 'correct-horse' });
  });

  it('falls back to the login tab with a cleared form and the green success message when signing in after registering fails', async () => {
    const fetchMock = mockApi({
      register: { status: 201, body: { message: 'User created', user: apiUser() } },
      login: { status: 503, body: { error: 'Busy', message: 'Busy', code: 'BUSY' } },
    });
    const { user } = renderApp('/auth');
    const form = await openRegisterTab(user);

    await register(user, form);

    const loginForm = await screen.findByRole('form', { name: 'Login' });
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    const message = within(loginForm).getByRole('status');
    expect(message).toHaveTextContent(REGISTRATION_SUCCESS_MESSAGE);
    expect(message).toHaveAttribute('data-tone', 'success');
    expect(within(loginForm).getByLabelText('Email')).toHaveValue('');
    expect(callsTo(fetchMock, 'register')[0]?.body).toEqual({
      name: 'Rina Rahman',
      email: 'rina@example.com',
      password: 'correct-horse',
    });

    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(within(screen.getByRole('form', { name: 'Register' })).getByLabelText('Full Name')).toHaveValue('');
  });

  it("shows the server's error text in red when registration fails", async () => {
    mockApi({
      register: { status: 409, body: { error: 'Email already registered', message: 'Conflict', code: 'CONFLICT' } },
    });
    const { user } = renderApp('/auth');
    const form = await openRegisterTab(user);

    await register(user, form, { name: 'Rina' });

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Email already registered');
    expect(alert).toHaveAttribute('data-tone', 'error');
  });
});

describe('/auth login tab', () => {
  it('stores the token and sends an admin to /admin', async () => {
    const token = fakeToken({ role: 'admin', name: 'Ada Admin' });
    const fetchMock = mockApi({
      login: { body: { token, user: apiUser({ role: 'admin', name: 'Ada Admin' }) } },
    });
    const { user, router } = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });

    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath(router)).toBe('/admin'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(callsTo(fetchMock, 'login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it('sends any other role to /dashboard, greeting them by name', async () => {
    const token = fakeToken();
    mockApi({ login: { body: { token, user: apiUser() } } });
    const { user, router } = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });

    await user.type(within(form).getByLabelText('Email'), 'rina@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Rina Rahman' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
    expect(screen.getByText('Music Lover')).toBeInTheDocument();
  });

  it("shows the server's error in red and stays on /auth when the credentials are wrong", async () => {
    mockApi({
      login: { status: 401, body: { error: 'Invalid email or password', message: 'Unauthorized', code: 'UNAUTHORIZED' } },
    });
    const { user, router } = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });

    await user.type(within(form).getByLabelText('Email'), 'rina@example.com');
    await user.type(within(form).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(currentPath(router)).toBe('/auth');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('disables the submit button while the login request is in flight', async () => {
    const login = heldResponse();
    mockApi({ login: login.handler });
    const { user } = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });

    await user.type(within(form).getByLabelText('Email'), 'rina@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    const busy = await within(form).findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await login.respond({ body: { token: fakeToken(), user: apiUser() } });
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
  });

  it('toggles password visibility with a pressed-state button', async () => {
    const { user } = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });
    const password = within(form).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(within(form).getByRole('button', { name: 'Show password' }));

    expect(password).toHaveAttribute('type', 'text');
    expect(within(form).getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = renderApp('/auth');
    const loginTab = await screen.findByRole('tab', { name: 'Login' });
    loginTab.focus();

    await user.keyboard('{ArrowRight}');

    const registerTab = screen.getByRole('tab', { name: 'Register' });
    expect(registerTab).toHaveFocus();
    expect(registerTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Register');
  });

  it('renders no social sign-in buttons while no provider is configured', async () => {
    renderApp('/auth');
    await screen.findByRole('form', { name: 'Login' });
    expect(screen.queryByText(/google/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/facebook/i)).not.toBeInTheDocument();
  });
});
