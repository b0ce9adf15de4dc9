import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { installGlobalErrorHandler } from './lib/global-error-handler';
import { preloadSchemasWhenIdle } from './lib/load-schemas';
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker';
import './styles.css';

installGlobalErrorHandler();
preloadSchemasWhenIdle();
registerServiceWorkerAfterLoad();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
