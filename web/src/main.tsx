import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
