import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '../../web/src/i18n/i18n';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
