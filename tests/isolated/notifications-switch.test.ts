/**
 * The system setting enableNotifications: off, the bell is hidden and every route behind it (list,
 * mark one read, mark all read) answers 404 with a readable message; the admin's broadcast
 * management keeps working, and on again the bell shows what was sent meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { api, apiLoose, registerAndLogin } from '../helpers/api';
import { useSystemSwitch } from '../helpers/system-switch';

const OFF_MESSAGE = 'Notifications are turned off in this store';

const settings = useSystemSwitch('enableNotifications');

describe('enableNotifications', () => {
  it("off: the bell's routes answer 404 with a readable message while the admin still manages broadcasts; on again: the bell is back", async () => {
    const user = await registerAndLogin('Nadia Notified');
    await settings.set(true);
    const earlier = await api('createNotification', {
      token: settings.admin(),
      body: { title: 'Before the switch', message: 'Sent while on', type: 'info', target: 'all' },
    });
    expect(earlier.status).toBe(201);

    await settings.set(false);
    expect((await api('getPublicSiteSettings', {})).body.enableNotifications).toBe(false);
    const refusals = [
      await apiLoose('listMyNotifications', { token: user.token }),
      await apiLoose('markNotificationRead', { token: user.token, params: { id: earlier.body.id } }),
      await apiLoose('markAllNotificationsRead', { token: user.token }),
      await apiLoose('listMyNotifications', { token: settings.admin() }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: OFF_MESSAGE, code: 'NOTIFICATIONS_OFF' });
    }
    expect((await apiLoose('listMyNotifications', {})).status).toBe(401);

    const meanwhile = await api('createNotification', {
      token: settings.admin(),
      body: { title: 'While off', message: 'Shown once the bell is back', type: 'success', target: 'all' },
    });
    expect(meanwhile.status).toBe(201);
    const listed = await api('listAdminNotifications', { token: settings.admin() });
    expect(listed.status).toBe(200);
    expect(listed.body.map((n) => n.id)).toContain(meanwhile.body.id);

    await settings.set(true);
    const bell = await api('listMyNotifications', { token: user.token });
    expect(bell.status).toBe(200);
    expect(bell.body.notifications.map((n) => n.title)).toEqual(expect.arrayContaining(['Before the switch', 'While off']));
    expect((await api('markNotificationRead', { token: user.token, params: { id: earlier.body.id } })).status).toBe(200);
  });
});
