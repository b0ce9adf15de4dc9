import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { registerActor, type ActorSources, type ActorUser, type Caller } from './actor.js';

const mia: ActorUser = {
  id: 7,
  username: 'mia',
  email: 'mia@example.com',
  emailVerifiedAt: null,
  createdAt: new Date('2026-01-01'),
};
const sources: ActorSources = {
  userBySessionToken: async (token) => (token === 'mias-session' ? mia : null),
  findGuestSessionBySecret: async () => undefined,
  now: () => new Date('2026-06-01'),
  secureCookies: false,
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose scope has the actor hook and one route per caller; `reached` lists the handlers that ran. */
async function appWithRoutes(reached: string[]) {
  app = Fastify();
  await app.register(cookie);
  await app.register(async (scope) => {
    registerActor(scope, sources);
    for (const caller of ['anyone', 'owner', 'user'] satisfies Caller[]) {
      scope.get(`/${caller}`, { config: { caller } }, async () => {
        reached.push(caller);
        return { ok: true };
      });
    }
    scope.get<{ Params: { userId: string } }>(
      '/self/:userId',
      {
        config: { caller: 'self' },
        // Validation runs before the actor hook: it sees the path's id as the schema made it, a number.
        preValidation: async (request) => {
          (request.params as unknown as { userId: number }).userId = Number(request.params.userId);
        },
      },
      async () => {
        reached.push('self');
        return { ok: true };
      },
    );
  });
  return app;
}

const asMia = { cookie: 'sid=mias-session' };

describe('a route says who may call it, and the actor hook holds it to that', () => {
  it('a route without a caller cannot be registered: the server does not start', async () => {
    app = Fastify();
    await app.register(cookie);
    await expect(
      app.register(async (scope) => {
        registerActor(scope, sources);
        scope.post('/api/forgotten', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/POST \/api\/forgotten declares no caller/);
  });

  it("'user': nobody signed in is answered 401 before the handler runs; a signed-in user reaches it", async () => {
    const reached: string[] = [];
    const server = await appWithRoutes(reached);
    const refused = await server.inject({ url: '/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MESSAGES.signInRequired);
    const ended = await server.inject({ url: '/user', headers: { cookie: 'sid=ended' } });
    expect(ended.statusCode).toBe(401);
    expect(reached).toEqual([]);
    expect((await server.inject({ url: '/user', headers: asMia })).statusCode).toBe(200);
    expect(reached).toEqual(['user']);
  });

  it("'self': 401 for nobody, 403 for another account's id, the handler only for one's own", async () => {
    const reached: string[] = [];
    const server = await appWithRoutes(reached);
    expect((await server.inject({ url: '/self/7' })).statusCode).toBe(401);
    const other = await server.inject({ url: '/self/8', headers: asMia });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.notYourAccount);
    expect(reached).toEqual([]);
    expect((await server.inject({ url: '/self/7', headers: asMia })).statusCode).toBe(200);
    expect(reached).toEqual(['self']);
  });

  it("'anyone' and 'owner' reach the handler without an account (the service decides what is theirs)", async () => {
    const reached: string[] = [];
    const server = await appWithRoutes(reached);
    expect((await server.inject({ url: '/anyone' })).statusCode).toBe(200);
    expect((await server.inject({ url: '/owner' })).statusCode).toBe(200);
    expect(reached).toEqual(['anyone', 'owner']);
  });
});
