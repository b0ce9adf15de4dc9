import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ROUTES } from '../../shared/routes';
import { PageLoader } from '../components/ui/page-loader';
import { useAuth } from '../features/auth/auth-context';

/**
 * Guarded routes need a signed-in user or a guest session; else /auth (SPEC.md §2). Offline, someone who
 * signed in here stays in: the server says who once it answers again.
 */
export function RequireVisitor({ children }: { children: ReactNode }) {
  const { user, guestSession, isLoading, isUserUnknown } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user && !guestSession && !isUserUnknown) return <Redirect to={ROUTES.auth} replace />;
  return children;
}

/** /auth sends a signed-in user home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (user) return <Redirect to={ROUTES.home} replace />;
  return children;
}
