import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { isClientRoute, ROUTES } from '../../shared/routes';
import { PageLoader } from '../components/ui/page-loader';
import { RedirectIfSignedIn, RequireUser, RequireVisitor } from './guards';
import { RouteErrorBoundary } from './route-error-boundary';
import { PAGES } from './pages';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { useOnline } from '../lib/offline';

// Shown only offline: its code waits until then, outside every page's first load.
const OfflineBanner = lazy(() => import('./offline-banner'));
// A mistyped address: rare, so its page is not part of every page's first load.
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

function Guarded({ children }: { children: ReactNode }) {
  return (
    <RequireVisitor>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </RequireVisitor>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/** A new page starts at its top, as a full page load would. */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** docs/product.md §2.1's route table, matched exactly; anything else is 'Page Not Found'. */
export function AppRouter() {
  const [location] = useLocation();
  // wouter forgives a trailing slash; the route table (and the server's 404) does not.
  const known = isClientRoute(location);
  const online = useOnline();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-moon-400 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <TopBar />
      {!online && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      <RouteErrorBoundary resetKey={location}>
        {!known ? (
          <Lazy>
            <NotFoundPage />
          </Lazy>
        ) : (
          <Switch>
            <Route path={ROUTES.auth}>
              <RedirectIfSignedIn>
                <Lazy>
                  <PAGES.auth.Page />
                </Lazy>
              </RedirectIfSignedIn>
            </Route>
            <Route path={ROUTES.home}>
              <Guarded>
                <PAGES.home.Page />
              </Guarded>
            </Route>
            <Route path={ROUTES.library}>
              <Guarded>
                <PAGES.library.Page />
              </Guarded>
            </Route>
            <Route path={ROUTES.characters}>
              <Guarded>
                <PAGES.characters.Page />
              </Guarded>
            </Route>
            <Route path={ROUTES.subscription}>
              <Guarded>
                <PAGES.subscription.Page />
              </Guarded>
            </Route>
            <Route path={ROUTES.subscriptionSuccess}>
              <Lazy>
                <PAGES.subscriptionSuccess.Page />
              </Lazy>
            </Route>
            <Route path={ROUTES.subscriptionCancel}>
              <Lazy>
                <PAGES.subscriptionCancel.Page />
              </Lazy>
            </Route>
            {/* A story's link opens for anyone: the server decides who may read it (a shared story). */}
            <Route path={ROUTES.story}>
              {(params) => (
                <Lazy>
                  <PAGES.story.Page key={params.id} id={params.id} />
                </Lazy>
              )}
            </Route>
            <Route path={ROUTES.account}>
              <RequireUser>
                <Lazy>
                  <PAGES.account.Page />
                </Lazy>
              </RequireUser>
            </Route>
            <Route path={ROUTES.forgotPassword}>
              <Lazy>
                <PAGES.forgotPassword.Page />
              </Lazy>
            </Route>
            <Route path={ROUTES.resetPassword}>
              <Lazy>
                <PAGES.resetPassword.Page />
              </Lazy>
            </Route>
            <Route path={ROUTES.verifyEmail}>
              <Lazy>
                <PAGES.verifyEmail.Page />
              </Lazy>
            </Route>
            {/* An invitation to record: the link is the credential; no session is needed or made. */}
            <Route path={ROUTES.record}>
              {(params) => (
                <Lazy>
                  <PAGES.record.Page key={params.token} id={params.token} />
                </Lazy>
              )}
            </Route>
            <Route path={ROUTES.privacy}>
              <Lazy>
                <PAGES.privacy.Page />
              </Lazy>
            </Route>
            <Route path={ROUTES.help}>
              <Lazy>
                <PAGES.help.Page />
              </Lazy>
            </Route>
            <Route>
              <Lazy>
                <NotFoundPage />
              </Lazy>
            </Route>
          </Switch>
        )}
      </RouteErrorBoundary>
      <SiteFooter />
    </>
  );
}
