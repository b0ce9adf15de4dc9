import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { previewResponse } from '../../../shared/api-contracts.js';
import type { Actor } from '../../http/actor.js';
import { CACHE, sendSvg } from './media-response.js';
import type { PreviewService } from './preview.service.js';

// Any text: what is not a known id or name answers 404, never a 400.
const storyParams = z.object({ id: z.string() });
const fileParams = z.object({ file: z.string() });
const previewParams = z.object({ storyId: z.string(), file: z.string() });
const pageParams = z.object({ setting: z.string(), file: z.string() });
// The look is checked against the closed lists by the service (lookFromQuery): a typo or a list is a 404 too.
const lookQuerySchema = z.object({
  skinTone: z.unknown().optional(),
  hairStyle: z.unknown().optional(),
  hairColor: z.unknown().optional(),
  eyeColor: z.unknown().optional(),
  glasses: z.unknown().optional(),
  pyjamas: z.unknown().optional(),
});

// A page also takes the paragraph's variant (?scene=snow), checked by the service the same way.
const pageQuerySchema = lookQuerySchema.extend({
  scene: z.unknown().optional(),
  siblings: z.unknown().optional(),
});

const slugOf = (file: string) => (file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '');
const notFound = { message: 'Not found.' };

export function previewRoutes(app: FastifyInstance, preview: PreviewService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/stories/:id/generate-preview',
    { config: { caller: 'owner' }, schema: { params: storyParams, response: { 200: previewResponse } } },
    async (request) => preview.generate(request.actor, request.params.id),
  );
}

/**
 * The product's pictures: outside the actor's scope (a picker loads twenty at once); the companions, scenes
 * and pages are public, and only a preview asks who is calling (`actorOf`).
 */
export function mediaRoutes(
  app: FastifyInstance,
  preview: PreviewService,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/media/companions/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const asset = preview.companionImage(slugOf(request.params.file));
    return asset ? sendSvg(request, reply, asset, CACHE.week) : reply.status(404).send(notFound);
  });

  r.get('/media/scenes/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const asset = preview.sceneImage(slugOf(request.params.file));
    return asset ? sendSvg(request, reply, asset, CACHE.week) : reply.status(404).send(notFound);
  });

  r.get(
    '/media/pages/:setting/:file',
    { schema: { params: pageParams, querystring: pageQuerySchema } },
    async (request, reply) => {
      const asset = preview.pageImage(request.params.setting, slugOf(request.params.file), request.query);
      return asset ? sendSvg(request, reply, asset, CACHE.week) : reply.status(404).send(notFound);
    },
  );

  r.get(
    '/media/children/portrait.svg',
    { schema: { querystring: lookQuerySchema } },
    async (request, reply) => {
      const asset = preview.portraitImage(request.query);
      return asset ? sendSvg(request, reply, asset, CACHE.week) : reply.status(404).send(notFound);
    },
  );

  // A preview shows the child's name: it answers its owner, or anyone while the story is shared.
  r.get('/media/previews/:storyId/:file', { schema: { params: previewParams } }, async (request, reply) => {
    const found = await preview.previewImage(
      await actorOf(request),
      request.params.storyId,
      request.params.file,
    );
    if (!found) return reply.status(404).header('Cache-Control', 'no-store').send(notFound);
    const cacheControl = found.shared ? CACHE.shared : CACHE.owner;
    if (found.kind === 'moved') {
      reply.header('Cache-Control', cacheControl);
      return reply.redirect(found.url, 302);
    }
    return sendSvg(request, reply, found.asset, cacheControl);
  });
}
