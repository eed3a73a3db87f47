import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * Lets the browser run what waits (a paint, the page chunk's arrival) between the start-up steps:
 * each is a task of its own instead of one long task after the modules' evaluation, which a phone
 * spends blocked (Lighthouse's total blocking time counts every task beyond 50 ms).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The page's module is asked for first, so its download overlaps the rest of the start-up.
const router = createAppRouter();

const render = (root: Root) =>
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole shell (Lighthouse counted it as blocking time on phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });

// English is in this download and ready at once; another language's chunk is awaited so the
// first paint is in the visitor's language (if it fails to load, the page shows English).
// While index.html shows its prerendered first screen of this page (data-first-screen; the dev
// server's index.html has none), React's first render waits for the page's module: it replaces
// that screen with the same page, not with the loading spinner.
const start = async () => {
  const shown = document.documentElement.dataset.firstScreen;
  const firstScreen = shown && container.querySelector(`[data-first-screen="${shown}"]`) ? router.ready : undefined;
  await nextTask();
  const translations = initI18n();
  await nextTask();
  const root = createRoot(container);
  await Promise.all([translations, firstScreen]).catch(() => undefined);
  await nextTask();
  render(root);
};
void start();
