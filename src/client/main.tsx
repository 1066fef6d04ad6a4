import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadProductPage } from './app/lazy-pages';
import { preloadRoute } from './app/preload-route';
import { routes } from './app/routes';
import { startSessionCheck } from './features/auth/session-check';
import { adoptServedHead } from './features/marketing/seo/page-head-sync';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive pre-rendered by the server (ADR 0012): React adopts that markup. Every
// other screen arrives as an empty root and renders here.
if (container.firstChild) {
  adoptServedHead();
  void preloadRoute(routes, window.location.pathname).then(() =>
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, which is already on screen.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch is recovered by rendering afresh; log it loudly (the browser tests fail on it).
        onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack),
      });
    }),
  );
} else {
  preloadProductPage(window.location.pathname, startSessionCheck());
  createRoot(container).render(app);
}
