import { z } from 'zod';
import type { CharacterProfile } from '../../../shared/api-contracts.js';
import { HAIR_STYLES, SKIN_TONES } from '../../../shared/looks.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { CharacterProfileInput, CharacterProfilePatch } from '../../../shared/schemas.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { charactersRepo, type CharacterProfileRow } from './characters.repo.js';

const profileId = z.uuid();
const skinTone = z.enum(SKIN_TONES);
const hairStyle = z.enum(HAIR_STYLES);

export function toCharacterProfileResponse(row: CharacterProfileRow): CharacterProfile {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    age: row.age,
    gender: row.gender,
    hairColor: row.hairColor,
    eyeColor: row.eyeColor,
    skinTone: skinTone.safeParse(row.skinTone).data ?? null,
    hairStyle: hairStyle.safeParse(row.hairStyle).data ?? null,
    glasses: row.glasses,
    favoriteColor: row.favoriteColor,
    personality: row.personality,
    interests: row.interests,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Profiles belong to a signed-in user: guests and strangers get 401, other users' ids 404. */
export function charactersService(db: Database, clock: Clock) {
  const repo = charactersRepo(db);
  const requireId = (id: string) => {
    if (!profileId.safeParse(id).success) throw notFound(MESSAGES.characterProfileNotFound);
    return id;
  };
  return {
    async list(actor: Actor): Promise<CharacterProfile[]> {
      const user = actor.requireUser();
      return (await repo.listByUser(user.id)).map(toCharacterProfileResponse);
    },

    async create(actor: Actor, input: CharacterProfileInput): Promise<CharacterProfile> {
      const user = actor.requireUser();
      return toCharacterProfileResponse(await repo.insert(user.id, input, clock.now()));
    },

    async update(actor: Actor, id: string, patch: CharacterProfilePatch): Promise<CharacterProfile> {
      const user = actor.requireUser();
      const row = await repo.update(requireId(id), user.id, patch, clock.now());
      if (!row) throw notFound(MESSAGES.characterProfileNotFound);
      return toCharacterProfileResponse(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const user = actor.requireUser();
      if (!(await repo.delete(requireId(id), user.id))) throw notFound(MESSAGES.characterProfileNotFound);
    },
  };
}
export type CharacterService = ReturnType<typeof charactersService>;
