/** The client's routes (docs/product.md §2.1); the server answers 200 with the app for these and 404 for others. */
export const ROUTES = {
  auth: '/auth',
  home: '/',
  library: '/library',
  characters: '/characters',
  subscription: '/subscription',
  subscriptionSuccess: '/subscription/success',
  subscriptionCancel: '/subscription/cancel',
  story: '/story/:id',
  account: '/account',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The mailed email verification link (docs/decisions/029-accounts-by-email.md). */
  verifyEmail: '/verify-email',
  privacy: '/privacy',
  help: '/help',
  /** An invitation to record a story (docs/product.md §14): the token is the second path segment. */
  record: '/record/:token',
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * The page module that draws each route: src/client/app/pages/{page}.tsx, its default export. The client
 * loads it on demand (the router); the server names its code in the route's HTML (a modulepreload), so the
 * browser fetches the page's code beside the app's instead of after it.
 */
export const ROUTE_PAGES = {
  auth: 'auth-page',
  home: 'home-page',
  library: 'library-page',
  characters: 'characters-page',
  subscription: 'subscription-page',
  subscriptionSuccess: 'subscription-success-page',
  subscriptionCancel: 'subscription-cancel-page',
  story: 'story-page',
  account: 'account-page',
  forgotPassword: 'forgot-password-page',
  resetPassword: 'reset-password-page',
  verifyEmail: 'verify-email-page',
  privacy: 'privacy-page',
  help: 'help-page',
  record: 'record-page',
} as const satisfies Record<RouteName, string>;

export const storyPath = (id: string) => `/story/${encodeURIComponent(id)}`;

const STORY_PATH = /^\/story\/([^/]+)$/;

/** The story id of a /story/{id} path (as the router gives it to the page), else null. */
export function storyIdOf(pathname: string): string | null {
  const id = STORY_PATH.exec(pathname)?.[1];
  if (id === undefined) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

const RECORD_PATH = /^\/record\/([A-Za-z0-9_-]{1,100})$/;

/** The route a path is (exact match; /story/{id} by its second segment), or null for any other path. */
export function routeOf(pathname: string): RouteName | null {
  if (pathname === ROUTES.story || pathname === ROUTES.record) return null;
  if (STORY_PATH.test(pathname)) return 'story';
  if (RECORD_PATH.test(pathname)) return 'record';
  return (Object.keys(ROUTES) as RouteName[]).find((name) => ROUTES[name] === pathname) ?? null;
}

/** True when the path is one of the client's routes. */
export function isClientRoute(pathname: string): boolean {
  return routeOf(pathname) !== null;
}

/** /auth, optionally opening the create-account form, and returning to `next` afterwards (home by default). */
export function authPath(options: { signup?: boolean; next?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.signup) params.set('mode', 'signup');
  if (options.next && options.next !== ROUTES.home) params.set('next', options.next);
  const query = params.toString();
  return query ? `${ROUTES.auth}?${query}` : ROUTES.auth;
}

/**
 * Where `?next=` may send a visitor after signing in: a path on this site (never another site, never /auth
 * itself); anything else goes home.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return ROUTES.home;
  if (next.split(/[?#]/)[0] === ROUTES.auth) return ROUTES.home;
  return next;
}

/** The header a list's page names the next page's cursor in (docs/product.md §7), when there is one. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
