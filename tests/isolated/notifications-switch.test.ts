/**
 * The system setting enableNotifications: off, the bell is hidden and every route behind it (list,
 * mark one read, mark all read) answers 404 with a readable message; the admin's broadcast
 * management keeps working, and on again the bell shows what was sent meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { adminToken, api, apiLoose, registerAndLogin } from '../helpers/api';

const OFF_MESSAGE = 'Notifications are turned off in this store';

let admin: string;
let before: SystemSettings;

async function setNotifications(on: boolean): Promise<void> {
  const current = (await api('getSystemSettings', { token: admin })).body;
  expect((await apiLoose('updateSystemSettings', { token: admin, body: { ...current, enableNotifications: on } })).status).toBe(200);
}

beforeAll(async () => {
  admin = await adminToken();
  before = (await api('getSystemSettings', { token: admin })).body;
}, 60_000);

afterAll(async () => {
  await setNotifications(before.enableNotifications);
}, 60_000);

describe('enableNotifications', () => {
  it("off: the bell's routes answer 404 with a readable message while the admin still manages broadcasts; on again: the bell is back", async () => {
    const user = await registerAndLogin('Nadia Notified');
    await setNotifications(true);
    const earlier = await api('createNotification', {
      token: admin,
      body: { title: 'Before the switch', message: 'Sent while on', type: 'info', target: 'all' },
    });
    expect(earlier.status).toBe(201);

    await setNotifications(false);
    expect((await api('getPublicSiteSettings', {})).body.enableNotifications).toBe(false);
    const refusals = [
      await apiLoose('listMyNotifications', { token: user.token }),
      await apiLoose('markNotificationRead', { token: user.token, params: { id: earlier.body.id } }),
      await apiLoose('markAllNotificationsRead', { token: user.token }),
      await apiLoose('listMyNotifications', { token: admin }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: OFF_MESSAGE, code: 'NOTIFICATIONS_OFF' });
    }
    expect((await apiLoose('listMyNotifications', {})).status).toBe(401);

    const meanwhile = await api('createNotification', {
      token: admin,
      body: { title: 'While off', message: 'Shown once the bell is back', type: 'success', target: 'all' },
    });
    expect(meanwhile.status).toBe(201);
    const listed = await api('listAdminNotifications', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.map((n) => n.id)).toContain(meanwhile.body.id);

    await setNotifications(true);
    const bell = await api('listMyNotifications', { token: user.token });
    expect(bell.status).toBe(200);
    expect(bell.body.notifications.map((n) => n.title)).toEqual(expect.arrayContaining(['Before the switch', 'While off']));
    expect((await api('markNotificationRead', { token: user.token, params: { id: earlier.body.id } })).status).toBe(200);
  });
});
