import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  characterProfileListResponse,
  characterProfileResponse,
  messageResponse,
} from '../../../shared/api-contracts.js';
import { characterProfileInput, characterProfilePatch } from '../../../shared/schemas.js';
import type { CharacterService } from './characters.service.js';

// Any text: a malformed id is simply not one of the caller's profiles (404), never a 400 or 500.
const params = z.object({ id: z.string() });

export function charactersRoutes(app: FastifyInstance, characters: CharacterService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/character-profiles',
    { config: { caller: 'user' }, schema: { response: { 200: characterProfileListResponse } } },
    async (request) => characters.list(request.actor),
  );

  r.post(
    '/api/character-profiles',
    {
      config: { caller: 'user' },
      schema: { body: characterProfileInput, response: { 201: characterProfileResponse } },
    },
    async (request, reply) => reply.status(201).send(await characters.create(request.actor, request.body)),
  );

  r.patch(
    '/api/character-profiles/:id',
    {
      config: { caller: 'user' },
      schema: { params, body: characterProfilePatch, response: { 200: characterProfileResponse } },
    },
    async (request) => characters.update(request.actor, request.params.id, request.body),
  );

  r.delete(
    '/api/character-profiles/:id',
    { config: { caller: 'user' }, schema: { params, response: { 200: messageResponse } } },
    async (request) => {
      await characters.remove(request.actor, request.params.id);
      return { message: 'Character profile deleted.' };
    },
  );
}
