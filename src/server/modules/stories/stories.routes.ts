import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countResponse,
  createStoryRequest,
  libraryQuery,
  listQuery,
  readingProgressRequest,
  readingProgressResponse,
  storyChildrenResponse,
  storyListResponse,
  storyPatchRequest,
  storyResponse,
} from '../../../shared/api-contracts.js';
import { NEXT_CURSOR_HEADER } from '../../../shared/routes.js';
import { userIdSchema } from '../../../shared/schemas.js';
import { matchesEtag } from '../../http/conditional-get.js';
import type { StoriesService, StoryPage } from './stories.service.js';

// Any text: an id that is not a story id answers 404 like an unknown one (never a 400 or 500).
const storyParams = z.object({ id: z.string() });

/** A page of stories: the array itself (docs/product.md §7's shape), the next page's cursor in a header and a Link. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: StoryPage) {
  if (page.nextCursor) {
    const next = new URL(request.url, 'http://x');
    next.searchParams.set('cursor', page.nextCursor);
    reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    reply.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.stories;
}

/**
 * Static paths (/recent, /user, /favorites, /children, /count/:userId, /guest-count/:sessionId) win over /api/stories/:id in
 * Fastify's router whatever the registration order.
 */
export function storiesRoutes(app: FastifyInstance, stories: StoriesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/stories',
    { config: { caller: 'owner' }, schema: { body: createStoryRequest, response: { 201: storyResponse } } },
    async (request, reply) => reply.status(201).send(await stories.create(request.actor, request.body)),
  );

  r.get(
    '/api/stories',
    { config: { caller: 'owner' }, schema: { querystring: listQuery, response: { 200: storyListResponse } } },
    async (request, reply) => sendPage(request, reply, await stories.list(request.actor, request.query)),
  );

  r.get(
    '/api/stories/recent',
    { config: { caller: 'owner' }, schema: { response: { 200: storyListResponse } } },
    async (request) => stories.listRecent(request.actor),
  );

  r.get(
    '/api/stories/user',
    {
      config: { caller: 'user' },
      schema: { querystring: libraryQuery, response: { 200: storyListResponse } },
    },
    async (request, reply) =>
      sendPage(request, reply, await stories.listUserStories(request.actor, request.query)),
  );

  r.get(
    '/api/stories/favorites',
    {
      config: { caller: 'user' },
      schema: { querystring: libraryQuery, response: { 200: storyListResponse } },
    },
    async (request, reply) =>
      sendPage(request, reply, await stories.listFavorites(request.actor, request.query)),
  );

  r.get(
    '/api/stories/children',
    { config: { caller: 'user' }, schema: { response: { 200: storyChildrenResponse } } },
    async (request) => ({ children: await stories.listChildNames(request.actor) }),
  );

  r.get(
    '/api/stories/count/:userId',
    {
      config: { caller: 'self' },
      schema: { params: z.object({ userId: userIdSchema }), response: { 200: countResponse } },
    },
    async (request) => ({ count: await stories.monthlyCount(request.actor, request.params.userId) }),
  );

  // 'anyone': its owner, or anyone once it is shared (the service decides; 404 for anyone else).
  // The body arrives serialised (through storyResponse) with its tag: a shared story is kept that way.
  // The owner's read is kept by no cache (no-store: the device forgets it at logout, docs/decisions/024).
  // A shared story read by anyone else is `private, no-cache`: a browser may keep it but asks again with
  // If-None-Match every time, so an unshare takes effect at once; no shared cache may keep it.
  r.get(
    '/api/stories/:id',
    { config: { caller: 'anyone' }, schema: { params: storyParams } },
    async (request, reply) => {
      const story = await stories.read(request.actor, request.params.id);
      reply
        .header('Cache-Control', story.owner ? 'no-store' : 'private, no-cache')
        .header('ETag', story.etag);
      if (matchesEtag(request.headers['if-none-match'], [story.etag])) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(story.json);
    },
  );

  r.patch(
    '/api/stories/:id',
    {
      config: { caller: 'owner' },
      schema: { params: storyParams, body: storyPatchRequest, response: { 200: storyResponse } },
    },
    async (request) => stories.setFlags(request.actor, request.params.id, request.body),
  );

  r.delete(
    '/api/stories/:id',
    { config: { caller: 'owner' }, schema: { params: storyParams } },
    async (request, reply) => {
      await stories.remove(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/stories/:id/progress',
    {
      config: { caller: 'owner' },
      schema: {
        params: storyParams,
        body: readingProgressRequest.nullish(),
        response: { 201: readingProgressResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await stories.recordProgress(request.actor, request.params.id, request.body ?? {})),
  );
}
