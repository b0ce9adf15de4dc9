import { CircleUser, House, Library, LogOut, MoonStar, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { PRODUCT_NAME } from '../../shared/product';
import { authPath, ROUTES } from '../../shared/routes';
import { useAuth } from '../lib/auth/auth-context';
import { cn } from '../lib/cn';
import { useScrollVisibility } from './use-scroll-visibility';

const linkClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-3 whitespace-nowrap text-sm font-semibold text-lavender-200 transition-colors hover:bg-night-800 hover:text-white sm:px-4 sm:text-base';

/** The bar's links, in order; `signedIn` ones only for a user (a guest session has no characters or account). */
const NAV_LINKS = [
  { href: ROUTES.home, text: 'Home', icon: House, signedIn: false },
  { href: ROUTES.library, text: 'Library', icon: Library, signedIn: false },
  { href: ROUTES.characters, text: 'Characters', icon: Users, signedIn: true },
  { href: ROUTES.account, text: 'Account', icon: CircleUser, signedIn: true },
] as const;

function NavLink({
  href,
  icon: Icon,
  children,
  compact,
}: {
  href: string;
  icon: LucideIcon;
  children: string;
  /** On narrow phones a signed-in user's links stack a small label under the icon, so each says what it is. */
  compact: boolean;
}) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        linkClasses,
        compact && 'max-[440px]:flex-col max-[440px]:gap-0 max-[440px]:rounded-xl max-[440px]:px-1.5',
        active && 'bg-night-800 text-moon-300',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className={cn(compact && 'max-[440px]:text-[0.7rem] max-[440px]:leading-tight')}>{children}</span>
    </Link>
  );
}

/** The top bar: only with a user or a guest session (docs/product.md §2.2). */
export function TopBar() {
  const { user, guestSession, logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const scrollVisible = useScrollVisibility();
  const [focusWithin, setFocusWithin] = useState(false);
  if (!user && !guestSession) return null;
  const visible = scrollVisible || focusWithin;
  const compact = user !== null;

  return (
    <header
      data-visible={visible}
      onFocus={() => setFocusWithin(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      className={cn(
        'top-bar fixed inset-x-0 top-0 z-40 border-b border-night-700/70 bg-night-950/85 [backdrop-filter:blur(12px)] transition-transform duration-300',
        !visible && '-translate-y-full',
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6"
      >
        <Link
          href={ROUTES.home}
          className="flex items-center gap-2 rounded-full pr-2 font-bold text-moon-300"
        >
          <MoonStar className="size-6" aria-hidden="true" />
          <span className="max-sm:sr-only">{PRODUCT_NAME}</span>
        </Link>
        <ul className="flex items-center gap-0.5 sm:gap-1">
          {NAV_LINKS.map(
            (link) =>
              (user || !link.signedIn) && (
                <li key={link.href}>
                  <NavLink href={link.href} icon={link.icon} compact={compact}>
                    {link.text}
                  </NavLink>
                </li>
              ),
          )}
          {/* Logout stands apart from Account: a tap meant for one never lands on the other. */}
          <li className={cn(user && 'ml-1 border-l border-night-700 pl-1 sm:ml-3 sm:pl-3')}>
            {user ? (
              <button
                type="button"
                className={cn(
                  linkClasses,
                  'max-[440px]:flex-col max-[440px]:gap-0 max-[440px]:rounded-xl max-[440px]:px-1.5',
                )}
                disabled={logoutMutation.isPending}
                onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate(ROUTES.auth) })}
              >
                <LogOut className="size-5" aria-hidden="true" />
                <span className="max-[440px]:text-[0.7rem] max-[440px]:leading-tight">Logout</span>
              </button>
            ) : (
              <Link
                href={authPath({ signup: true })}
                className={cn(
                  linkClasses,
                  'bg-moon-400 text-night-950 hover:bg-moon-300 hover:text-night-950',
                )}
              >
                <UserPlus className="size-5" aria-hidden="true" />
                <span>Sign Up</span>
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
