/**
 * The admin's store settings (issue 11): wallet numbers and bank account, and the support chat.
 * The stack is shared with the other API files, so every test puts back what it found, and no
 * test turns off bKash, Nagad or the bank (other files pay with them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSettings, WhatsAppSettings } from '../../shared/api/catalogue';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, isDemoSong, registerAndLogin, type WireError } from '../helpers/api';

let admin: string;
let buyer: string;
let originalPayment: PaymentSettings;
let originalWhatsApp: WhatsAppSettings;

const fieldsOf = (body: unknown): string[] => ((body as WireError).details ?? []).map((d) => d.path);

async function putPayment(body: unknown, token = admin) {
  return apiLoose('updatePaymentSettings', { token, body });
}

async function postWhatsApp(body: unknown, token = admin) {
  return apiLoose('updateWhatsAppSettings', { token, body });
}

beforeAll(async () => {
  admin = await adminToken();
  buyer = (await registerAndLogin('Settings Reader')).token;
  originalPayment = (await api('getPaymentSettings')).body;
  originalWhatsApp = (await api('getWhatsAppSettings')).body;
});

afterAll(async () => {
  expect((await putPayment(originalPayment)).status).toBe(200);
  expect((await postWhatsApp(originalWhatsApp)).status).toBe(200);
});

describe('payment settings', () => {
  it('refuses an anonymous caller with 401 and a plain user with 403, changing nothing', async () => {
    const body = { ...originalPayment, bkash: '01311111111' };
    expect((await apiLoose('updatePaymentSettings', { body })).status).toBe(401);
    const forbidden = await putPayment(body, buyer);
    expect(forbidden.status).toBe(403);
    expect((await api('getPaymentSettings')).body).toEqual(originalPayment);
  });

  it('answers 400 naming the field for a number, account, routing number or bank name in the wrong shape', async () => {
    const cases: [Partial<PaymentSettings>, string, RegExp][] = [
      [{ bkash: '1234' }, 'body.bkash', /bKash number must be a Bangladeshi mobile number/],
      [{ nagad: '01212345678' }, 'body.nagad', /Nagad number/],
      [{ rocket: '+8801912345678' }, 'body.rocket', /Rocket number/],
      [{ bank_account: '12-34' }, 'body.bank_account', /8 to 20 digits/],
      [{ bank_routing: '12345' }, 'body.bank_routing', /9 digits/],
      [{ bank_name: '<script>alert(1)</script>' }, 'body.bank_name', /Bank name may hold only/],
    ];
    for (const [change, field, message] of cases) {
      const res = await putPayment({ ...originalPayment, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(fieldsOf(res.body), field).toContain(field);
      expect(res.body.error, field).toMatch(message);
    }
  });

  it('needs a number for an enabled wallet and the bank name and routing number with an account', async () => {
    const noNumber = await putPayment({ ...originalPayment, nagad: '', nagad_enabled: true });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.error).toBe('Enter the Nagad number or turn Nagad off');
    expect(fieldsOf(noNumber.body)).toEqual(['body.nagad']);

    const noRouting = await putPayment({ ...originalPayment, bank_routing: '' });
    expect(noRouting.status).toBe(400);
    expect(fieldsOf(noRouting.body)).toEqual(['body.bank_routing']);

    const noAccount = await putPayment({ ...originalPayment, bank_account: '' });
    expect(noAccount.status).toBe(400);
    expect(fieldsOf(noAccount.body)).toEqual(['body.bank_account']);
  });

  it('keeps at least one payment method enabled', async () => {
    const res = await putPayment({
      ...originalPayment,
      bkash_enabled: false,
      nagad_enabled: false,
      rocket_enabled: false,
      bank_name: '',
      bank_account: '',
      bank_routing: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Keep at least one payment method enabled');
    expect(fieldsOf(res.body)).toEqual(['body.bkash_enabled']);
  });

  it('refuses a missing or unknown field with 400 naming it', async () => {
    const { rocket_enabled: _dropped, ...missing } = originalPayment;
    const res = await putPayment(missing);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toContain('body.rocket_enabled');
    const extra = await putPayment({ ...originalPayment, bank_account_name: 'Someone Else' });
    expect(extra.status).toBe(400);
  });

  it('writes all or nothing: a body with one bad field leaves every stored value as it was', async () => {
    const res = await putPayment({ ...originalPayment, bkash: '01311111111', nagad: '01411111111', bank_routing: 'abc' });
    expect(res.status).toBe(400);
    expect((await api('getPaymentSettings')).body).toEqual(originalPayment);
  });

  it('two saves racing leave one of them whole, never a mix', async () => {
    const a = { ...originalPayment, bkash: '01511111111', nagad: '01511111112' };
    const b = { ...originalPayment, bkash: '01622222221', nagad: '01622222222' };
    const [ra, rb] = await Promise.all([putPayment(a), putPayment(b)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const stored = (await api('getPaymentSettings')).body;
    expect([a, b]).toContainEqual(stored);
    expect((await putPayment(originalPayment)).status).toBe(200);
  });

  it('shows a save at once in the public settings, the active methods and which methods an order may use', async () => {
    const saved = {
      ...originalPayment,
      bkash: ' 01798765432 ',
      rocket: '01998765432',
      rocket_enabled: false,
      bank_name: 'Eastern Bank',
      bank_account: '9876543210987',
      bank_routing: '095261725',
    };
    try {
      const res = await putPayment(saved);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...saved, bkash: '01798765432' });

      expect((await api('getPaymentSettings')).body).toEqual({ ...saved, bkash: '01798765432' });
      const active = (await api('getActivePaymentMethods')).body;
      expect(active.find((m) => m.name === 'bkash')).toEqual({ type: 'mobile', name: 'bkash', wallet: '01798765432' });
      expect(active.map((m) => m.name)).not.toContain('rocket');
      expect(active.find((m) => m.type === 'bank')).toEqual({
        type: 'bank',
        name: 'bank',
        bank_name: 'Eastern Bank',
        account_number: '9876543210987',
        routing_number: '095261725',
      });

      const song = (await api('listSongs', { query: { limit: 100 } })).body.find(isDemoSong)!;
      const order = await api('createOrder', {
        token: buyer,
        body: { songId: song.id, paymentMethod: 'rocket', amount: usdToBdt(song.price) },
      });
      expect(order.status).toBe(422);
      expect(order.body.error).toBe('This payment method is not available');
    } finally {
      expect((await putPayment(originalPayment)).status).toBe(200);
    }
    expect((await api('getActivePaymentMethods')).body.map((m) => m.name)).toContain('rocket');
  });
});

describe('support chat settings', () => {
  it('refuses an anonymous caller with 401 and a plain user with 403, changing nothing', async () => {
    const body = { ...originalWhatsApp, phoneNumber: '447700900123' };
    expect((await apiLoose('updateWhatsAppSettings', { body })).status).toBe(401);
    expect((await postWhatsApp(body, buyer)).status).toBe(403);
    expect((await api('getWhatsAppSettings')).body).toEqual(originalWhatsApp);
  });

  it('answers 400 naming the field for a number with a plus, too short or too long, and a message over 500 characters', async () => {
    const cases: [Partial<WhatsAppSettings>, string][] = [
      [{ phoneNumber: '+8801712000000' }, 'body.phoneNumber'],
      [{ phoneNumber: '1234567' }, 'body.phoneNumber'],
      [{ phoneNumber: '1234567890123456' }, 'body.phoneNumber'],
      [{ phoneNumber: '880 1712 000000' }, 'body.phoneNumber'],
      [{ message: 'x'.repeat(501) }, 'body.message'],
    ];
    for (const [change, field] of cases) {
      const res = await postWhatsApp({ ...originalWhatsApp, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    const missing = await postWhatsApp({ phoneNumber: originalWhatsApp.phoneNumber, message: 'Hi' });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['body.enabled']);
    expect((await api('getWhatsAppSettings')).body).toEqual(originalWhatsApp);
  });

  it('shows a save at once to the widget, footer and help page reads; disabled leaves the help page no chat number', async () => {
    const saved = { enabled: true, phoneNumber: '447700900123', message: 'x'.repeat(500) };
    try {
      const res = await postWhatsApp(saved);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(saved);
      expect((await api('getWhatsAppSettings')).body).toEqual(saved);
      expect((await api('getHelpContent')).body.whatsappNumber).toBe('447700900123');

      expect((await postWhatsApp({ ...saved, enabled: false })).status).toBe(200);
      expect((await api('getWhatsAppSettings')).body.enabled).toBe(false);
      expect((await api('getHelpContent')).body.whatsappNumber).toBe('');
    } finally {
      expect((await postWhatsApp(originalWhatsApp)).status).toBe(200);
    }
  });
});
