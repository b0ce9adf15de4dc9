import { z } from 'zod';
import { isMoment } from '../../../shared/moments.js';
import { continuationOf } from './chapters.js';
import {
  storyResponse,
  type createStoryRequest,
  type LibraryQuery,
  type ListQuery,
  type readingProgressRequest,
  type Story,
} from '../../../shared/api-contracts.js';
import {
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  RECENT_STORIES,
  UNLIMITED,
  isTheme,
  type StoryLength,
} from '../../../shared/catalogue.js';
import {
  hasLook,
  HAIR_STYLES,
  PYJAMA_COLORS,
  pyjamaColorOf,
  SKIN_TONES,
  type ChildLook,
} from '../../../shared/looks.js';
import { openingPictureUrl } from '../../../shared/media.js';
import { storedScene, storyPictures, storySettings } from '../../../shared/settings.js';
import { storyParagraphs } from '../../../shared/story-text.js';
import {
  gateStoryChoices,
  hasStoryCustomization,
  isLimitExempt,
  monthlyStoryLimit,
  type Audience,
} from '../../../shared/entitlements.js';
import { MESSAGES } from '../../../shared/messages.js';
import { companionSchema, repeatedChildName } from '../../../shared/schemas.js';
import {
  generateStory,
  linesOf,
  MEMORY_DEPTH,
  newSeed,
  StoryGenerationError,
} from '../../../story-engine/index.js';
import { properName } from '../../../story-engine/prose.js';
import { questOfStory, storyTitle, titleSaying } from '../../../story-engine/title.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import type { Actor, ActorGuestSession, ActorUser } from '../../http/actor.js';
import { weakEtag } from '../../http/conditional-get.js';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/errors.js';
import { TtlCache } from '../../ttl-cache.js';
import { EVERYTHING, type ChangeFeed } from '../../db/change-feed.js';
import { monthKey, monthStart } from '../../month.js';
import { planService } from '../billing/index.js';
import { ownedProfile, type CharacterProfileRow } from '../characters/index.js';
import { guestSession } from '../guests/index.js';
import { allowanceRepo } from './allowance.repo.js';
import { storiesRepo, type Page, type ReadingProgressRow, type StoryRow } from './stories.repo.js';
import { ownsStory } from './ownership.js';

/** POST /api/stories after schema validation. */
export type CreateStoryInput = z.infer<typeof createStoryRequest>;
export type ReadingProgressInput = z.infer<typeof readingProgressRequest>;

const storyId = z.uuid();

/** A story read, serialised once: the JSON body and its entity tag. */
export interface StoryRead {
  json: string;
  /**
   * Weak tag of the story without its read counters (readCount, lastReadAt): every read by the owner
   * changes those, and a reader who already holds the story needs nothing new because of them. So a
   * conditional read answers 304 when nothing else changed, and the owner's read still counts.
   */
  etag: string;
  /** Read by its owner: the answer holds their child's data and is kept by no cache (no-store). */
  owner: boolean;
}

export function toStoryRead(response: Story): StoryRead {
  // Through the contract's schema, as every answer is: it keeps to the published fields.
  const body = storyResponse.parse(response);
  return {
    json: JSON.stringify(body),
    etag: weakEtag(JSON.stringify({ ...body, readCount: 0, lastReadAt: null })),
    owner: body.isOwner,
  };
}

/**
 * Shared stories read by visitors who cannot be their owner (no account, no guest session): a link sent to
 * the family is opened by several people within minutes, and on the embedded database each read would
 * otherwise cost a query. Entries live SHARED_STORY_MEMORY_MS and are forgotten at once when this process
 * changes the story (share or unshare, favourite, a read by its owner). A change made by another instance
 * (several on one PostgreSQL), or a new book preview, reaches such visitors within that time.
 */
export const SHARED_STORY_MEMORY_MS = 30_000;
const SHARED_STORY_MEMORY_ENTRIES = 500;

/** A story as its reader may see it: a reader who is not the owner sees no account or profile ids. */
export function toStoryResponse(row: StoryRow, isOwner: boolean): Story {
  return {
    id: row.id,
    userId: isOwner ? row.userId : null,
    characterProfileId: isOwner ? row.characterProfileId : null,
    childName: row.childName,
    title: row.title,
    animal: row.animal,
    theme: row.theme,
    storyContent: row.storyContent,
    length: row.length as StoryLength,
    createdAt: row.createdAt.toISOString(),
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
    readCount: row.readCount,
    isPublic: row.isPublic,
    isFavorite: row.isFavorite,
    tags: row.tags,
    metadata: row.metadata
      ? {
          readingLevel: row.metadata.readingLevel,
          ageRange: row.metadata.ageRange,
          keywords: row.metadata.keywords,
          category: row.metadata.category,
        }
      : null,
    bookPreviewUrl: row.bookPreviewUrl,
    sceneSettings: storySettings(row.settings, row.theme, storyParagraphs(row.storyContent).length),
    scenePictures: storyPictures(row.settings, storyParagraphs(row.storyContent).length),
    childLook: childLookOf(row.childLook),
    siblings: row.siblings.map((s) => ({ name: s.name, look: childLookOf(s.look ?? null) })),
    childAge: row.characterProfileId === null ? row.childAge : null,
    childGender: childGenderOf(row.characterProfileId === null ? row.childGender : null),
    moment: isMoment(row.moment) ? row.moment : null,
    continuesStoryId: isOwner ? row.continuesStoryId : null,
    chapter: row.chapter,
    closesSeries: row.closesSeries,
    isOwner,
  };
}

const gender = z.enum(GENDERS);
const childGenderOf = (value: string | null) => gender.safeParse(value).data ?? null;
const lookPart = {
  skinTone: z.enum(SKIN_TONES),
  hairStyle: z.enum(HAIR_STYLES),
  hairColor: z.enum(HAIR_COLORS),
  eyeColor: z.enum(EYE_COLORS),
  pyjamas: z.enum(PYJAMA_COLORS),
};
/** The stored look, each part checked again (a story made before looks holds only two colours). */
function childLookOf(look: StoryRow['childLook']): Story['childLook'] {
  if (!look) return null;
  return {
    skinTone: lookPart.skinTone.safeParse(look.skinTone).data ?? null,
    hairStyle: lookPart.hairStyle.safeParse(look.hairStyle).data ?? null,
    hairColor: lookPart.hairColor.safeParse(look.hairColor).data ?? null,
    eyeColor: lookPart.eyeColor.safeParse(look.eyeColor).data ?? null,
    glasses: look.glasses === true,
    pyjamas: lookPart.pyjamas.safeParse(look.pyjamas).data ?? null,
  };
}

/**
 * The look a new story keeps for its pictures: the profile's (its favourite colour dressing the child),
 * else the one the story form sent for a child with no profile, else none.
 */
function storyLookOf(
  profile: CharacterProfileRow | null,
  sent: ChildLook | null | undefined,
): StoryRow['childLook'] {
  if (profile) {
    return {
      skinTone: profile.skinTone,
      hairStyle: profile.hairStyle,
      hairColor: profile.hairColor,
      eyeColor: profile.eyeColor,
      glasses: profile.glasses,
      pyjamas: pyjamaColorOf(profile.favoriteColor),
    };
  }
  return sent && hasLook(sent) ? { ...sent, pyjamas: null } : null;
}

/** A child in a story being made: the one it is for, or a brother or sister. */
interface StoryChild {
  name: string;
  key: string;
  profile: CharacterProfileRow | null;
  age: number | null;
  gender: string | null;
}

/**
 * The brothers and sisters of a new story: typed ones as given, an account's profiles with their own name,
 * age and gender (a profile that is not the caller's is not found, as for the child).
 */
async function siblingsOf(
  tx: Executor,
  userId: number | null,
  given: readonly {
    name: string;
    age?: number | null;
    gender?: string | null;
    characterProfileId?: string | null;
  }[],
  /** Last night's, for a chapter: a profile deleted since is the child as they were then. */
  kept = false,
): Promise<StoryChild[]> {
  const children: StoryChild[] = [];
  for (const sibling of given) {
    const profileId = sibling.characterProfileId ?? null;
    const profile = (profileId && userId !== null ? await ownedProfile(tx, profileId, userId) : null) ?? null;
    if (profileId && !profile && !kept) throw notFound(MESSAGES.characterProfileNotFound);
    const name = profile?.name ?? sibling.name;
    children.push({
      name,
      key: childKeyOf(profile?.id ?? null, name),
      profile,
      age: profile?.age ?? sibling.age ?? null,
      gender: profile?.gender ?? sibling.gender ?? null,
    });
  }
  return children;
}

/** Who leads tonight: the child after the one who led the newest story they were in together; else the first. */
function leadOf(children: readonly StoryChild[], told: readonly { leadKey: string | null }[]): StoryChild {
  if (children.length === 1) return children[0]!;
  const keys = children.map((c) => c.key);
  const last = told.find((s) => s.leadKey !== null && keys.includes(s.leadKey));
  return last ? children[(keys.indexOf(last.leadKey!) + 1) % children.length]! : children[0]!;
}

/**
 * Whose memory a story belongs to, within its owner: the profile it was made from, else the child's name
 * ('Mia' and 'mia ' are one child).
 */
export function childKeyOf(profileId: string | null, childName: string): string {
  if (profileId) return `p:${profileId}`;
  return `n:${childName.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')}`;
}

export function toReadingProgressResponse(row: ReadingProgressRow) {
  return {
    id: row.id,
    storyId: row.storyId,
    completedAt: row.completedAt.toISOString(),
    readDuration: row.readDuration,
    comprehensionScore: row.comprehensionScore,
    notes: row.notes,
  };
}

/**
 * What the generator may use of a profile: on every plan the pronouns and the age; for PREMIUM
 * customization also the looks, colour, traits and interests.
 */
function profileDetails(profile: CharacterProfileRow | null, customize: boolean, childGender: string | null) {
  // A child entered by hand: the gender the parent gave, for pronouns (none given: 'they').
  if (!profile) return childGender ? { gender: childGender } : null;
  if (!customize) return { gender: profile.gender, age: profile.age };
  return {
    gender: profile.gender,
    age: profile.age,
    hairColor: profile.hairColor,
    eyeColor: profile.eyeColor,
    favoriteColor: profile.favoriteColor,
    personality: profile.personality,
    interests: profile.interests,
  };
}

export interface StoryPage {
  stories: Story[];
  /** The cursor of the next page, or null at the end. */
  nextCursor: string | null;
}

/** An opaque cursor: the last row's place on the shelf (time, chapter, id), base64url. */
const cursorOf = (row: StoryRow) =>
  Buffer.from(`${row.shelvedAt.toISOString()}|${row.chapter}|${row.id}`).toString('base64url');

/**
 * The date a cursor holds, exactly as cursorOf writes it: years 0001-9999 only. new Date() takes much
 * more ('+275760-09-13...', '-000001-...', '1'), and the database refused such a date with a 500.
 */
const CURSOR_DATE = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function readPage(query: ListQuery): Page {
  // One more row than asked tells whether a next page exists.
  const page: Page = { limit: query.limit + 1 };
  if (query.cursor === undefined) return page;
  const [iso = '', chapterText = '', id = '', ...rest] = Buffer.from(query.cursor, 'base64url')
    .toString('utf8')
    .split('|');
  const shelvedAt = new Date(iso);
  const year = Number(CURSOR_DATE.exec(iso)?.[1] ?? 0);
  const chapter = Number(chapterText);
  if (
    year < 1 ||
    Number.isNaN(shelvedAt.getTime()) ||
    shelvedAt.toISOString() !== iso ||
    !/^[1-9]\d?$/.test(chapterText) ||
    !z.uuid().safeParse(id).success ||
    rest.length > 0
  ) {
    throw badRequest(MESSAGES.badListCursor);
  }
  return { ...page, after: { shelvedAt, chapter, id } };
}

function toPage(rows: StoryRow[], page: Page): StoryPage {
  const shown = rows.slice(0, page.limit - 1);
  return {
    stories: shown.map((s) => toStoryResponse(s, true)),
    nextCursor: rows.length >= page.limit ? cursorOf(shown[shown.length - 1]!) : null,
  };
}

/** The change-feed topic of a story whose sharing changed (or that was deleted). */
const STORY_TOPIC = 'story:';

export interface StoriesServiceOptions {
  /** LIMIT_EXEMPT_USER_IDS: accounts that skip the monthly allowance. */
  limitExemptUserIds: readonly number[];
  /** Sharing changes reach every instance's memory of shared stories through it. */
  changes: ChangeFeed;
  /** After a story is deleted: its recordings' audio leaves the store (docs/product.md §14). */
  afterRemove?: () => Promise<unknown>;
}

export function storiesService(db: Database, clock: Clock, options: StoriesServiceOptions) {
  const repo = storiesRepo(db);
  const sharedStories = new TtlCache<string, StoryRead>({
    ttlMs: SHARED_STORY_MEMORY_MS,
    maxEntries: SHARED_STORY_MEMORY_ENTRIES,
  });
  // Counts this process's changes to stories: a read that saw one happen while it queried is not kept
  // (it may hold the story as it was just before an unshare).
  let changes = 0;
  const forgetHere = (id: string) => {
    changes++;
    sharedStories.delete(id);
  };
  options.changes.subscribe((topic) => {
    if (topic === EVERYTHING) {
      changes++;
      sharedStories.clear();
    } else if (topic.startsWith(STORY_TOPIC)) forgetHere(topic.slice(STORY_TOPIC.length));
  });
  const forgetShared = (id: string) => {
    forgetHere(id);
    void options.changes.publish(STORY_TOPIC + id).catch(() => {
      // The database is not answering: the other instances forget it within SHARED_STORY_MEMORY_MS.
    });
  };

  /** Whether the caller owns the story: its user, or the live guest session that made it. */
  async function isOwner(actor: Actor, story: StoryRow): Promise<boolean> {
    // Only a guest story needs the guest session looked up.
    const guest = story.userId === null ? await actor.guest(null, { expired: 'absent' }) : null;
    return ownsStory(story, { userId: actor.user?.id, guestSessionId: guest?.id });
  }

  /** The story when the caller owns it; otherwise 404, so nobody learns that a private story exists. */
  async function findOwned(actor: Actor, id: string): Promise<StoryRow> {
    const story = storyId.safeParse(id).success ? await repo.find(id) : undefined;
    if (!story || !(await isOwner(actor, story))) throw notFound(MESSAGES.storyNotFound);
    return story;
  }

  /** The owner of a new story: the signed-in user, else the guest session sent or in the cookie. */
  async function resolveOwner(
    actor: Actor,
    input: CreateStoryInput,
  ): Promise<{ user: ActorUser; guest: null } | { user: null; guest: ActorGuestSession }> {
    if (input.userId !== null && input.userId !== undefined) {
      return { user: actor.requireSelf(input.userId), guest: null };
    }
    if (actor.user) return { user: actor.user, guest: null };
    const guest = await actor.guest(input.guestSessionId, { claimed: 'refuse' });
    if (!guest) throw badRequest(MESSAGES.missingOwner);
    return { user: null, guest };
  }

  return {
    /**
     * Validation, premium gating, profile ownership, the monthly allowance and the insert, in one
     * transaction: a refused or failed story spends nothing.
     */
    async create(actor: Actor, input: CreateStoryInput): Promise<Story> {
      const owner = await resolveOwner(actor, input);
      // The catalogue check of theme and companion, once: the engine takes them as typed.
      if (!isTheme(input.theme)) throw badRequest(MESSAGES.invalidTheme);
      const typedCompanion = companionSchema.safeParse(input.animal);
      if (!typedCompanion.success)
        throw badRequest(typedCompanion.error.issues[0]?.message ?? MESSAGES.invalidCompanion);
      const profileId = input.characterProfileId || null;
      if (profileId && !owner.user) throw notFound(MESSAGES.characterProfileNotFound);

      const row = await db.transaction(async (tx) => {
        const now = clock.now();
        const audience: Audience = owner.user
          ? {
              kind: 'user',
              plan: await planService(tx).currentPlan(owner.user.id, now),
              userId: owner.user.id,
            }
          : { kind: 'guest' };

        const profile =
          (profileId && owner.user ? await ownedProfile(tx, profileId, owner.user.id) : null) ?? null;
        if (profileId && !profile) throw notFound(MESSAGES.characterProfileNotFound);
        const childKey = childKeyOf(profile?.id ?? null, input.childName);
        // Tomorrow's chapter keeps last night's companion and theme, whatever the form sent.
        const continuation = input.continuesStoryId
          ? await continuationOf(
              tx,
              audience,
              { ...input, continuesStoryId: input.continuesStoryId },
              childKey,
            )
          : null;
        const choices = continuation
          ? { ...input, animal: continuation.previous.animal, theme: continuation.previous.theme }
          : input;
        // A chapter goes on with last night's brothers and sisters unless the request names others.
        const siblings = input.siblings
          ? await siblingsOf(tx, owner.user?.id ?? null, input.siblings)
          : await siblingsOf(tx, owner.user?.id ?? null, continuation?.previous.siblings ?? [], true);
        const children: StoryChild[] = [
          {
            name: input.childName,
            key: childKey,
            profile,
            age: profile?.age ?? input.childAge ?? null,
            gender: profile ? profile.gender : (input.childGender ?? null),
          },
          ...siblings,
        ];
        // Two children of one name (or one profile twice) could not be told apart in the story.
        if (
          repeatedChildName(children.map((c) => c.name)) !== undefined ||
          new Set(children.map((c) => c.key)).size < children.length
        )
          throw badRequest(MESSAGES.siblingSameName);

        const theme = choices.theme;
        const companion = continuation ? companionSchema.safeParse(choices.animal) : typedCompanion;
        if (!isTheme(theme) || !companion.success) throw badRequest(MESSAGES.invalidCompanion);

        const gate = gateStoryChoices(audience, choices);
        if (!gate.allowed) throw forbidden(gate.message);

        const planLimit = monthlyStoryLimit(audience);
        const exempt = owner.user !== null && isLimitExempt(owner.user.id, options.limitExemptUserIds);
        const limit = exempt || planLimit === UNLIMITED ? null : planLimit;
        const allowance = allowanceRepo(tx);
        if (owner.user) {
          const spent = await allowance.spendUserStory(owner.user.id, monthKey(now), limit);
          if (spent === null) throw forbidden(MESSAGES.monthlyLimitReached(planLimit));
        } else {
          const spent = await allowance.spendGuestStory(owner.guest.id, monthStart(now), now, limit);
          if (spent === null) {
            // Not spent: say why. The session may have been claimed or expired since the request began.
            const session = await guestSession(tx, owner.guest.id);
            if (!session) throw badRequest(MESSAGES.missingOwner);
            if (session.claimedAt) throw new HttpError(401, MESSAGES.guestSessionEnded);
            if (session.expiresAt <= now) throw new HttpError(401, MESSAGES.guestSessionExpired);
            throw forbidden(MESSAGES.monthlyLimitReached(planLimit));
          }
        }

        const told = await storiesRepo(tx).recentTold(
          owner.user ? { userId: owner.user.id } : { guestSessionId: owner.guest.id },
          [childKey, ...siblings.map((s) => s.key)],
          MEMORY_DEPTH,
        );
        // Brothers and sisters take turns to lead: the child after the one who led their last story together.
        const lead = leadOf(children, told);
        const others = children.filter((c) => c !== lead);
        const customize = lead.profile !== null && hasStoryCustomization(audience);
        // The paragraphs it heard (their passages) and the lines (from the text every story keeps, so the
        // stories made before lines were remembered count too: docs/decisions/026-memory-of-lines.md).
        const memory = { recent: told.map((s) => s.parts), lines: told.map((s) => linesOf(s.content)) };
        const childAge = profile?.age ?? input.childAge ?? null;
        // Told for the youngest child whose age is known: the plainest words and sentences of them all.
        const ages = children.map((c) => c.age).filter((a): a is number => a !== null);
        const storyAge = ages.length ? Math.min(...ages) : null;
        let generated;
        try {
          generated = generateStory(
            {
              childName: lead.name,
              companion: companion.data,
              theme,
              length: input.length,
              seed: newSeed(),
              age: storyAge,
              profile: profileDetails(lead.profile, customize, lead.profile ? null : lead.gender),
              customize,
              moment: input.moment ?? null,
              chapter: continuation?.chapter ?? null,
              // On Premium, a brother or sister from a profile is told in their own looks and colour.
              siblings: others.map((c) => ({
                name: c.name,
                gender: c.gender,
                details: customize && c.profile ? c.profile : null,
              })),
            },
            memory,
          );
        } catch (error) {
          if (error instanceof StoryGenerationError) throw badRequest(error.message);
          throw error;
        }

        const inserted = await storiesRepo(tx).insert({
          userId: owner.user?.id ?? null,
          guestSessionId: owner.user ? null : owner.guest.id,
          characterProfileId: profile?.id ?? null,
          childName: lead === children[0] ? generated.childName : properName(input.childName),
          title: storyTitle(
            [generated.childName, ...generated.siblingNames],
            questOfStory(theme, generated.questId),
            choices.animal,
            told.map((s) => s.title),
            titleSaying(generated.ageBand),
          ),
          animal: choices.animal,
          theme: choices.theme,
          length: input.length,
          storyContent: generated.content,
          seed: generated.seed,
          metadata: generated.metadata,
          tags: input.tags ?? [],
          parts: generated.parts,
          settings: generated.settings.map((setting, i) => storedScene(setting, generated.pictures[i])),
          childKey,
          childAge,
          childGender: profile ? null : (input.childGender ?? null),
          childLook: storyLookOf(profile, input.childLook),
          moment: input.moment ?? null,
          continuesStoryId: continuation?.previous.id ?? null,
          chapter: continuation?.chapter.number ?? 1,
          closesSeries: continuation?.chapter.last ?? false,
          siblings: siblings.map((s) => ({
            name: s.name,
            age: s.age,
            gender: s.gender,
            characterProfileId: s.profile?.id ?? null,
            look: storyLookOf(s.profile, null),
          })),
          siblingKeys: siblings.map((s) => s.key),
          leadKey: siblings.length ? lead.key : null,
          createdAt: now,
          shelvedAt: now,
        });
        // Tonight's chapter brings its series to the front of the library, together.
        if (continuation) await storiesRepo(tx).shelveSeries(inserted.id, now);
        return inserted;
      });
      return toStoryResponse(row, true);
    },

    /**
     * The owner, or anyone once it is public; the owner's read is counted (in the statement that checks
     * ownership, so an owner's read is one query).
     */
    async read(actor: Actor, id: string): Promise<StoryRead> {
      if (!storyId.safeParse(id).success) throw notFound(MESSAGES.storyNotFound);
      const now = clock.now();
      const caller = { userId: actor.user?.id ?? null, guestSecretHash: actor.guestSecretHash };
      const stranger = caller.userId === null && caller.guestSecretHash === null;
      if (stranger) {
        const remembered = sharedStories.get(id, now.getTime());
        if (remembered) return remembered;
      } else {
        const owned = await repo.markReadIfOwner(id, caller, now);
        if (owned) {
          forgetShared(id);
          return toStoryRead(toStoryResponse(owned, true));
        }
      }
      const changesBefore = changes;
      const story = await repo.find(id);
      if (!story?.isPublic) throw notFound(MESSAGES.storyNotFound);
      const read = toStoryRead(toStoryResponse(story, false));
      if (stranger && changes === changesBefore) sharedStories.set(id, read, now.getTime());
      return read;
    },

    /**
     * The picture the story's book opens on, for whoever may read the story (its owner, or anyone once
     * shared); null for anybody else and for an unknown id. Counts no read: the story page's HTML names it
     * (http/client-assets.ts), the reader's own request reads the story.
     */
    async openingPicture(actor: Actor, id: string): Promise<string | null> {
      if (!storyId.safeParse(id).success) return null;
      const row = await repo.find(id);
      if (!row) return null;
      if (!row.isPublic && !(await isOwner(actor, row))) return null;
      return openingPictureUrl(toStoryResponse(row, false));
    },

    /** Stories removed elsewhere (an account deleted): their shared links answer 404 here at once. */
    forgetStories(ids: readonly string[]) {
      for (const id of ids) forgetShared(id);
    },

    /** The signed-in user's stories, else the guest session's; newest first, a page at a time. */
    async list(actor: Actor, query: ListQuery): Promise<StoryPage> {
      const page = readPage(query);
      if (actor.user) return toPage(await repo.listByUser(actor.user.id, page), page);
      const guest = await actor.guest();
      if (!guest) throw unauthorized(MESSAGES.signInRequired);
      return toPage(await repo.listByGuest(guest.id, page), page);
    },

    /**
     * 'Your recent stories' on home (docs/product.md §13): the caller's stories of the last RECENT_STORIES.days
     * days, at most RECENT_STORIES.limit, newest first; for every plan and for guests.
     */
    async listRecent(actor: Actor): Promise<Story[]> {
      const since = new Date(clock.now().getTime() - RECENT_STORIES.days * 24 * 60 * 60 * 1000);
      if (actor.user) {
        const rows = await repo.listRecent({ userId: actor.user.id }, since, RECENT_STORIES.limit);
        return rows.map((s) => toStoryResponse(s, true));
      }
      const guest = await actor.guest();
      if (!guest) throw unauthorized(MESSAGES.signInRequired);
      const rows = await repo.listRecent({ guestSessionId: guest.id }, since, RECENT_STORIES.limit);
      return rows.map((s) => toStoryResponse(s, true));
    },

    /**
     * The owner deletes a story (docs/product.md §13). It still counts toward the month: the allowance is its
     * own counter. Anyone else: 403 for a story they can read (a shared one), else 404 as for any story they
     * cannot see. A story with a book order stays (409).
     */
    async remove(actor: Actor, id: string): Promise<void> {
      const story = storyId.safeParse(id).success ? await repo.find(id) : undefined;
      if (!story) throw notFound(MESSAGES.storyNotFound);
      if (!(await isOwner(actor, story))) {
        throw story.isPublic ? forbidden(MESSAGES.notYourStory) : notFound(MESSAGES.storyNotFound);
      }
      const deleted = await repo.deleteUnlessOrdered(story.id);
      forgetShared(story.id);
      if (!deleted) {
        if (await repo.find(story.id)) throw conflict(MESSAGES.storyHasBookOrder);
        throw notFound(MESSAGES.storyNotFound);
      }
      await options.afterRemove?.();
    },

    async listUserStories(actor: Actor, query: LibraryQuery): Promise<StoryPage> {
      const user = actor.requireUser();
      const page = readPage(query);
      return toPage(await repo.listByUser(user.id, page, query), page);
    },

    async listFavorites(actor: Actor, query: LibraryQuery): Promise<StoryPage> {
      const user = actor.requireUser();
      const page = readPage(query);
      return toPage(await repo.listFavorites(user.id, page, query), page);
    },

    /** The children the signed-in user's stories were told for (to choose a child in the library). */
    async listChildNames(actor: Actor): Promise<string[]> {
      return repo.childNames(actor.requireUser().id);
    },

    /** Stories spent this month: the allowance counter (moved guest stories are not in it). */
    async monthlyCount(actor: Actor, userId: number): Promise<number> {
      const user = actor.requireSelf(userId);
      return allowanceRepo(db).userStoriesThisMonth(user.id, monthKey(clock.now()));
    },

    /** Owner only. Guests may share (isPublic); favourites belong to accounts. */
    async setFlags(
      actor: Actor,
      id: string,
      flags: { isFavorite?: boolean; isPublic?: boolean },
    ): Promise<Story> {
      const story = await findOwned(actor, id);
      if (flags.isFavorite !== undefined && story.userId === null)
        throw forbidden(MESSAGES.favoritesNeedAccount);
      const updated = await repo.setFlags(story.id, flags);
      forgetShared(story.id);
      if (!updated) throw notFound(MESSAGES.storyNotFound);
      return toStoryResponse(updated, true);
    },

    async recordProgress(actor: Actor, id: string, input: ReadingProgressInput) {
      const story = await findOwned(actor, id);
      const row = await repo.insertProgress({
        storyId: story.id,
        userId: story.userId,
        guestSessionId: story.userId === null ? story.guestSessionId : null,
        completedAt: clock.now(),
        readDuration: input.readDuration ?? null,
        comprehensionScore: input.comprehensionScore ?? null,
        notes: input.notes || null,
      });
      return toReadingProgressResponse(row);
    },
  };
}
export type StoriesService = ReturnType<typeof storiesService>;
