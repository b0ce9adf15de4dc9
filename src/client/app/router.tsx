import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { isClientRoute, ROUTES } from '../../shared/routes';
import { PageLoader } from '../components/ui/page-loader';
import { RedirectIfSignedIn, RequireUser, RequireVisitor } from './guards';
import { RouteErrorBoundary } from './route-error-boundary';
import { NotFoundPage } from './not-found-page';
import { PAGES } from './pages';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

const {
  auth: { Page: AuthPage },
  home: { Page: HomePage },
  library: { Page: LibraryPage },
  characters: { Page: CharactersPage },
  subscription: { Page: SubscriptionPage },
  subscriptionSuccess: { Page: SubscriptionSuccessPage },
  subscriptionCancel: { Page: SubscriptionCancelPage },
  story: { Page: StoryPage },
  account: { Page: AccountPage },
  forgotPassword: { Page: ForgotPasswordPage },
  resetPassword: { Page: ResetPasswordPage },
  privacy: { Page: PrivacyPage },
} = PAGES;

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
      <RouteErrorBoundary resetKey={location}>
        {!known ? (
          <NotFoundPage />
        ) : (
          <Switch>
            <Route path={ROUTES.auth}>
              <RedirectIfSignedIn>
                <Lazy>
                  <AuthPage />
                </Lazy>
              </RedirectIfSignedIn>
            </Route>
            <Route path={ROUTES.home}>
              <Guarded>
                <HomePage />
              </Guarded>
            </Route>
            <Route path={ROUTES.library}>
              <Guarded>
                <LibraryPage />
              </Guarded>
            </Route>
            <Route path={ROUTES.characters}>
              <Guarded>
                <CharactersPage />
              </Guarded>
            </Route>
            <Route path={ROUTES.subscription}>
              <Guarded>
                <SubscriptionPage />
              </Guarded>
            </Route>
            <Route path={ROUTES.subscriptionSuccess}>
              <Lazy>
                <SubscriptionSuccessPage />
              </Lazy>
            </Route>
            <Route path={ROUTES.subscriptionCancel}>
              <Lazy>
                <SubscriptionCancelPage />
              </Lazy>
            </Route>
            {/* A story's link opens for anyone: the server decides who may read it (a shared story). */}
            <Route path={ROUTES.story}>
              {(params) => (
                <Lazy>
                  <StoryPage key={params.id} id={params.id} />
                </Lazy>
              )}
            </Route>
            <Route path={ROUTES.account}>
              <RequireUser>
                <Lazy>
                  <AccountPage />
                </Lazy>
              </RequireUser>
            </Route>
            <Route path={ROUTES.forgotPassword}>
              <Lazy>
                <ForgotPasswordPage />
              </Lazy>
            </Route>
            <Route path={ROUTES.resetPassword}>
              <Lazy>
                <ResetPasswordPage />
              </Lazy>
            </Route>
            <Route path={ROUTES.privacy}>
              <Lazy>
                <PrivacyPage />
              </Lazy>
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        )}
      </RouteErrorBoundary>
      <SiteFooter />
    </>
  );
}
