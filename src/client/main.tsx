import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/pages';
import { AppRouter } from './app/router';
import { installGlobalErrorHandler } from './lib/global-error-handler';
import { preloadSchemasOnFirstInteraction } from './lib/load-schemas';
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker';
import './styles.css';

installGlobalErrorHandler();
preloadSchemasOnFirstInteraction();
registerServiceWorkerAfterLoad();

// The page's code is already on its way (the HTML preloads it): waiting for it lets the first render draw
// the page itself rather than a loader that the page replaces a moment later.
// The render is a transition: React yields to the browser every few milliseconds instead of holding the
// main thread for the whole first render (a phone stays responsive to a tap meanwhile).
void preloadPage(window.location.pathname).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
