import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ROUTES } from '../../shared/routes';
import { PageLoader } from '../components/ui/page-loader';
import { useAuth } from '../features/auth/auth-context';

/** Guarded routes need a signed-in user or a guest session; else /auth (SPEC.md §2). */
export function RequireVisitor({ children }: { children: ReactNode }) {
  const { user, guestSession, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user && !guestSession) return <Redirect to={ROUTES.auth} replace />;
  return children;
}

/** /auth sends a signed-in user home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (user) return <Redirect to={ROUTES.home} replace />;
  return children;
}

/** Pages of an account (/account) need a signed-in user; else /auth. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user) return <Redirect to={ROUTES.auth} replace />;
  return children;
}
