import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The base and the classes many screens share come first: every component's own CSS, imported
// by the component, comes after them and wins a tie.
import './styles/global.css';
import './styles/panel.css';
import './styles/button.css';
import './styles/form.css';
import './styles/burst.css';
import './styles/sticker.css';
import './styles/bubble.css';
import './styles/empty-state.css';
import './styles/count-badge.css';
import { App } from './app/app.tsx';
import { listenForInstallOffer } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
listenForInstallOffer();
