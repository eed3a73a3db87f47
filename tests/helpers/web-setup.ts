import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, initI18n } from '../../web/src/i18n/i18n';
import { resetSongSequence } from '../web/song-fixtures';

// Components render in English, as the tests read them; English is bundled, so this is synchronous.
void initI18n({ language: 'en' });

// Lazy route modules are transformed on first use; with the api and e2e projects running beside
// this one, a first findBy can need more than Testing Library's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has HTMLDialogElement without its modal behaviour; enough of it for the components.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no media playback; the player only needs play() to settle and pause() to exist.
HTMLMediaElement.prototype.play = function play() {
  return Promise.resolve();
};
HTMLMediaElement.prototype.pause = function pause() {};

/**
 * The web project runs its files in one jsdom window and one module graph (isolate: false in
 * vitest.config.ts); this setup file runs again before each file, so each starts from a blank page:
 * no storage, cookies, leftover nodes or attributes from the file before.
 */
beforeAll(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.title = '';
  const w = window as unknown as Record<string, unknown>;
  delete w.dataLayer;
  delete w.gtag;
  delete w.pwned;
  // As a fresh start in English leaves it (i18n.ts sets it on each language change).
  document.documentElement.lang = 'en';
  resetSongSequence();
});

afterEach(() => {
  cleanup();
  // Sonner replays toasts still on screen to the next Toaster that mounts: the next test's app.
  toast.dismiss();
  localStorage.clear();
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
