/**
 * Headless Chromium for the end-to-end journeys: playwright-core drives Debian's chromium
 * (never a downloaded browser). Without Chromium the journeys skip loudly, except in CI,
 * where a missing browser is a failure.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/local/chromium-flags';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export const chromiumPath: string | undefined = CANDIDATES.find((p) => existsSync(p));

if (!chromiumPath) {
  const message = 'Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH): end-to-end journeys cannot run.';
  if (process.env.CI) throw new Error(`${message} CI requires them.`);
  console.warn(`\n\n!!! ${message} SKIPPING e2e. !!!\n\n`);
}

export const hasBrowser = Boolean(chromiumPath);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
}
