import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createAppRouter();
const root = createRoot(container);

const render = () =>
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole shell (Lighthouse counted it as blocking time on phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });

/** Resolves once the router has loaded the opened page's lazy module (and its loaders ran). */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

// English is in this download and ready at once; another language's chunk is awaited so the
// first paint is in the visitor's language (if it fails to load, the page shows English).
// While index.html shows its prerendered first screen of this page (data-first-screen; the dev
// server's index.html has none), React's first render waits for the page's module: it replaces
// that screen with the same page, not with the loading spinner.
const shown = document.documentElement.dataset.firstScreen;
const firstScreen = shown && container.querySelector(`[data-first-screen="${shown}"]`) ? pageLoaded() : undefined;
void Promise.all([initI18n(), firstScreen]).then(render, render);
