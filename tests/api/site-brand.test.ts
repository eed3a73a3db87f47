/**
 * The admin's site name is the brand of the store's mails and licence PDFs, and its contact and
 * support addresses close every mail (issue 11, admin §2.13). The settings are store-wide and
 * shared with the other test files: the test changes only its own fields and puts back only
 * those, over whatever the settings are by then.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, isLocalStack, mailsTo, registerAndLogin } from '../helpers/api';
import { payByWallet } from '../helpers/orders';

type Brand = Pick<SystemSettings, 'siteName' | 'contactEmail' | 'supportEmail'>;

const brandOf = (s: SystemSettings): Brand => ({ siteName: s.siteName, contactEmail: s.contactEmail, supportEmail: s.supportEmail });

async function saveBrand(admin: string, brand: Brand): Promise<void> {
  const current = await api('getSystemSettings', { token: admin });
  expect(current.status).toBe(200);
  // Never put maintenance back on: a file that switched it may have been caught mid-test.
  const res = await apiLoose('updateSystemSettings', { token: admin, body: { ...current.body, maintenanceMode: false, ...brand } });
  expect(res.status).toBe(200);
}

describe('the site name and addresses in mails and licence PDFs', () => {
  it.skipIf(!isLocalStack())(
    'brands the reset and approval mails and a new licence PDF with the saved site name, and the licence still verifies after a rename',
    async () => {
      const admin = await adminToken();
      const before = brandOf((await api('getSystemSettings', { token: admin })).body);
      const brand: Brand = {
        siteName: `Brand Test ${process.pid} Records`,
        contactEmail: `hello.${process.pid}@brand.example`,
        supportEmail: `help.${process.pid}@brand.example`,
      };
      const buyer = await registerAndLogin('Brand Reader');
      const [song] = (await api('listSongs', { query: { limit: 1 } })).body;
      expect(song).toBeDefined();
      let key: string | undefined;
      try {
        await saveBrand(admin, brand);

        expect((await api('forgotPassword', { body: { email: buyer.email } })).status).toBe(200);
        const reset = mailsTo(buyer.email).find((m) => m.subject === 'Reset your password');
        expect(reset?.text).toContain(`password of your ${brand.siteName} account`);
        expect(reset?.text).not.toContain('Music Marketplace');
        expect(reset?.text).toContain(`Questions? Write to ${brand.supportEmail} or ${brand.contactEmail}.`);
        expect(reset?.html).toContain(`<a href="mailto:${brand.supportEmail}">${brand.supportEmail}</a>`);

        const order = await api('createOrder', {
          token: buyer.token,
          body: { songId: song!.id, paymentMethod: 'bkash', amount: usdToBdt(song!.price) },
        });
        expect(order.status).toBe(201);
        const orderId = order.body.orderId;
        const transactionId = `BRAND${Date.now().toString(36).toUpperCase()}${process.pid}`;
        const paid = await payByWallet(orderId, buyer.token, transactionId);
        expect(paid.status).toBe(200);
        const approved = await api('approvePayment', { params: { orderId }, token: admin });
        expect(approved.status).toBe(200);
        key = approved.body.license_key ?? undefined;

        const approval = mailsTo(buyer.email).find((m) => m.subject.includes(`#${orderId}`));
        expect(approval?.text).toContain(`— ${brand.siteName}`);
        expect(approval?.text).toContain(brand.supportEmail);

        const link = await api('downloadLicense', { params: { orderId }, token: buyer.token });
        expect(link.status).toBe(200);
        const pdf = await PDFDocument.load(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()));
        expect(pdf.getAuthor()).toBe(brand.siteName);
        expect(pdf.getCreator()).toBe(`${brand.siteName} licence service`);
      } finally {
        await saveBrand(admin, before);
      }

      expect(key).toEqual(expect.any(String));
      const verified = await api('verifyLicense', { params: { key: key ?? '' } });
      expect(verified.body).toMatchObject({ valid: true, details: { licenseKey: key } });
    },
  );
});
