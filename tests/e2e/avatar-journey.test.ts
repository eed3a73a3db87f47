/**
 * The profile avatar in Chromium (issue 14): a signed-in listener picks a PNG on /profile, it is
 * sent to the bucket with the presigned POST, and the header shows the image (loaded from
 * /covers/avatars/…); Remove brings the initial back.
 */
import { describe, expect, it } from 'vitest';
import { coverArt } from '../../scripts/local/cover-art';
import { uniqueEmail } from '../helpers/api';
import { hasBrowser, useBrowserPage, registerThroughUi, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('avatar on /profile', () => {
  const ui = useBrowserPage();

  it('uploads a PNG, shows it in the header, and removes it', async () => {
    const { page } = ui;
    const account = { name: 'Avatar Journey', email: uniqueEmail('avatar-e2e'), password: 'correct horse battery' };
    await registerThroughUi(page, baseUrl, account);
    await signInThroughUi(page, baseUrl, account.email, account.password, '/dashboard');
    await page.goto(`${baseUrl}/profile`);

    const header = page.getByTestId('user-name');
    await header.getByTestId('avatar-initial').waitFor();
    await page
      .getByLabel('Choose avatar')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: coverArt('Avatar journey', 'Ambient', 64) });
    await page.getByAltText('Preview of your new avatar').waitFor();
    await page.getByRole('button', { name: 'Upload avatar' }).click();

    const image = header.getByTestId('avatar-image');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/covers\/avatars\/[0-9A-Z]{26}\/[0-9A-Z]{26}\.png$/);
    // The bytes arrived: the browser decoded a 64×64 picture.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Avatar removed').first().waitFor();
    await header.getByTestId('avatar-initial').waitFor();
    expect(ui.errors).toEqual([]);
  });
});
