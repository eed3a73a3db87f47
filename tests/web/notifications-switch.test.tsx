import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '../../shared/api/settings';
import { apiUser, callsTo, fakeToken, mockApi, renderApp, preloadRoutes } from './render-app';

preloadRoutes('license-verify');

const settings = (enableNotifications: boolean): PublicSiteSettings => ({
  siteName: 'Beat Bazaar',
  siteDescription: 'Music for makers',
  contactEmail: '',
  supportEmail: '',
  address: '',
  currency: 'USD',
  maintenanceMode: false,
  enableNotifications,
});

function signedIn(enableNotifications: boolean) {
  localStorage.setItem('token', fakeToken({ role: 'user', name: 'Rina Rahman' }));
  return mockApi({
    getPublicSiteSettings: { body: settings(enableNotifications) },
    getMe: { body: apiUser({ role: 'user', name: 'Rina Rahman' }) },
    listMyNotifications: { body: { notifications: [], unread: 0 } },
  });
}

describe("the admin's notifications switch (enableNotifications)", () => {
  it('off: the header has no bell and the notifications are never read', async () => {
    const fetchMock = signedIn(false);
    renderApp('/license-verify');
    expect(await screen.findByRole('link', { name: 'Beat Bazaar home' })).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Rina Rahman');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'listMyNotifications')).toEqual([]);
  });

  it('on: the signed-in user has the bell', async () => {
    signedIn(true);
    renderApp('/license-verify');
    expect(await screen.findByRole('link', { name: 'Beat Bazaar home' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
