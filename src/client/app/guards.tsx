import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { authPath, safeNextPath } from '../../shared/routes';
import { PageLoader } from '../components/ui/page-loader';
import { useAuth } from '../lib/auth/auth-context';

/**
 * Guarded routes need a signed-in user or a guest session; else /auth, which returns here afterwards
 * (`?next=`, docs/product.md "Routes").
 */
export function RequireVisitor({ children }: { children: ReactNode }) {
  const { user, guestSession, isLoading, isUserUnknown } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageLoader />;
  // Offline, someone who signed in here stays in: the server says who once it answers again.
  if (!user && !guestSession && !isUserUnknown) {
    return <Redirect to={authPath({ next: search ? `${location}?${search}` : location })} replace />;
  }
  return children;
}

/** /auth sends a signed-in user on: to `?next=` when it names a page of this site, else home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  if (isLoading) return <PageLoader />;
  if (user) return <Redirect to={safeNextPath(new URLSearchParams(search).get('next'))} replace />;
  return children;
}

/** Pages of an account (/account) need a signed-in user; else /auth, which returns here afterwards. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) return <Redirect to={authPath({ next: location })} replace />;
  return children;
}
