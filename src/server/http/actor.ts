/**
 * Who is calling, resolved in one place for every request to a route of the product (docs/product.md §10): a signed-in user from
 * the session cookie, and/or a guest from the secret in the guest cookie (http/cookies.ts: `__Host-` names
 * over https). A guest session id sent in a payload or path only names the session: it must be the
 * cookie's (docs/security.md, "The guest id is not a key"). Handlers narrow it with requireUser /
 * requireSelf / guest.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guestSessionIdSchema } from '../../shared/api-contracts.js';
import { MESSAGES } from '../../shared/messages.js';
import { clearCookie, readCookie } from './cookies.js';
import { forbidden, HttpError, unauthorized } from './errors.js';

export interface ActorUser {
  id: number;
  username: string;
  email: string;
  /** Null until the address is proved by the mailed link (docs/decisions/029-accounts-by-email.md). */
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

/** The guest session fields the server decides with. */
export interface ActorGuestSession {
  id: string;
  storyCount: number;
  lastResetAt: Date;
  createdAt: Date;
  expiresAt: Date;
  claimedAt: Date | null;
}

export interface ActorSources {
  userBySessionToken(token: string): Promise<ActorUser | null>;
  /** The guest session whose cookie secret has this SHA-256 (hex). */
  findGuestSessionBySecret(secretHash: string): Promise<ActorGuestSession | undefined>;
  now(): Date;
  /** Over https the cookies carry the `__Host-` prefix (http/cookies.ts). */
  secureCookies: boolean;
}

export interface GuestLookupOptions {
  /** 'refuse' (default) answers 401 for an expired session; 'absent' treats it as no guest at all. */
  expired?: 'refuse' | 'absent';
  /** 'absent' (default) treats a claimed session as no guest; 'refuse' answers 401: it has ended. */
  claimed?: 'refuse' | 'absent';
}

/** A guest cookie's secret as stored: SHA-256, hex. */
export function hashGuestSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

export class Actor {
  private cookieGuest: Promise<ActorGuestSession | undefined> | undefined;

  constructor(
    /** The signed-in user, or null. */
    readonly user: ActorUser | null,
    /** The raw `sid` cookie (logout ends its session). */
    readonly sessionToken: string | null,
    private readonly guestCookie: string | null,
    private readonly sources: ActorSources,
  ) {}

  /**
   * The hash of the guest cookie's secret, if well formed: unchecked (it may be unknown, expired or
   * claimed), for statements that check it themselves. Use guest() to know the session is live.
   */
  get guestSecretHash(): string | null {
    const secret = this.guestCookie;
    return secret && guestSessionIdSchema.safeParse(secret).success ? hashGuestSecret(secret) : null;
  }

  /** The signed-in user, else 401. */
  requireUser(): ActorUser {
    if (!this.user) throw unauthorized(MESSAGES.signInRequired);
    return this.user;
  }

  /** The signed-in user when `userId` (from a payload or path) is theirs: 401 if nobody, 403 if someone else. */
  requireSelf(userId: number): ActorUser {
    const user = this.requireUser();
    if (user.id !== userId) throw forbidden(MESSAGES.notYourAccount);
    return user;
  }

  /**
   * The caller's live guest session: the cookie's. An id sent in a payload or path (`explicitId`) must
   * name that very session, else 404 as for an unknown one: another browser's id gets nothing. An
   * unknown or claimed session is absent (null) unless `claimed: 'refuse'`; an expired one answers 401
   * unless `expired: 'absent'`.
   */
  async guest(
    explicitId?: string | null,
    options: GuestLookupOptions = {},
  ): Promise<ActorGuestSession | null> {
    const hash = this.guestSecretHash;
    this.cookieGuest ??= hash ? this.sources.findGuestSessionBySecret(hash) : Promise.resolve(undefined);
    const session = await this.cookieGuest;
    if (explicitId !== null && explicitId !== undefined && session?.id !== explicitId) {
      throw new HttpError(404, MESSAGES.guestSessionUnknown);
    }
    if (!session) return null;
    if (session.claimedAt) {
      if (options.claimed === 'refuse') throw new HttpError(401, MESSAGES.guestSessionEnded);
      return null;
    }
    if (session.expiresAt <= this.sources.now()) {
      if (options.expired === 'absent') return null;
      throw new HttpError(401, MESSAGES.guestSessionExpired);
    }
    return session;
  }
}

/**
 * Who may call a route, declared at the route (`config: { caller }`) so a reader sees it there, and checked
 * by the actor hook before the handler runs:
 * - `anyone`: no identity is needed (signing in, a share link, a recording invitation's token, the webhook's
 *   signature); the service may still use the caller's identity.
 * - `owner`: a guest session or an account, about something the service finds to be theirs (404 for what is
 *   not, so a stranger learns nothing): checked by the service, which knows the owner.
 * - `user`: a signed-in account, else 401 here.
 * - `self`: a signed-in account whose id is the path's `:userId`, else 401 / 403 here.
 * A route of the product's scope that declares none fails at start-up (registerActor).
 */
export const CALLERS = ['anyone', 'owner', 'user', 'self'] as const;
export type Caller = (typeof CALLERS)[number];

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    caller?: Caller;
  }
}

export function registerActor(app: FastifyInstance, sources: ActorSources): void {
  app.decorateRequest('actor', null as unknown as Actor);
  // Every route of the scope says who may call it: a route added without saying so is a mistake found at
  // start-up, not an open door found later.
  app.addHook('onRoute', (route) => {
    const caller = (route.config as { caller?: unknown } | undefined)?.caller;
    if (!CALLERS.includes(caller as Caller)) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no caller: add config: { caller: ${CALLERS.map((c) => `'${c}'`).join(' | ')} } (http/actor.ts)`,
      );
    }
  });
  // Every route of `app` gets an actor. Call it in the scope that holds the product's routes (app.ts):
  // the client's files, the health checks and the pictures are registered outside it and cost no
  // session lookup (a browser sends its cookies with each asset request).
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    request.actor = await actorOf(request, sources);
    // A cookie whose session ended (logout elsewhere, expiry) is dropped from the browser too.
    if (request.actor.sessionToken && !request.actor.user) {
      clearCookie(reply, 'session', sources.secureCookies);
    }
    const { caller } = request.routeOptions.config;
    if (caller === 'user') request.actor.requireUser();
    else if (caller === 'self') request.actor.requireSelf((request.params as { userId: number }).userId);
  });
}

/** Who sent the request, from its cookies (for a handler outside the scope the actor hook runs in). */
export async function actorOf(request: FastifyRequest, sources: ActorSources): Promise<Actor> {
  const token = readCookie(request, 'session', sources.secureCookies);
  const user = token ? await sources.userBySessionToken(token) : null;
  return new Actor(user, token, readCookie(request, 'guest', sources.secureCookies), sources);
}
