import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/pages';
import { AppRouter } from './app/router';
import { installGlobalErrorHandler } from './lib/global-error-handler';
import { createQueryClient } from './lib/query-client';
import { preloadSchemasOnFirstInteraction } from './lib/load-schemas';
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker';
import './styles.css';

installGlobalErrorHandler();
preloadSchemasOnFirstInteraction();
registerServiceWorkerAfterLoad();

// The page's code is already on its way (the HTML preloads it): waiting for it, and for the data its first
// screen shows (the story page's story, also preloaded by the HTML), lets the first render draw the page
// itself rather than a loader or a skeleton that the page replaces a moment later (app/pages.tsx).
// The render is a transition: React yields to the browser every few milliseconds instead of holding the
// main thread for the whole first render (a phone stays responsive to a tap meanwhile).
const queryClient = createQueryClient();
void preloadPage(window.location.pathname, queryClient).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
