/**
 * The book preview and the product's own pictures (docs/product.md §4.7).
 *
 * A preview is never stored as a file: its URL names the story and the SHA-256 of the SVG's bytes, and the
 * picture is drawn again from the stored story on request. Drawing is deterministic, so a URL always
 * answers the same bytes (a strong ETag). It shows the child's name, so only the story's owner sees it, or
 * anyone while the story is shared, and no cache keeps it past that (docs/decisions/024-the-device-forgets.md). The profile's look (hair, eyes, ...) is copied
 * into the illustration rows when the preview is made, so editing the profile later does not change a
 * published picture.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import type { Companion, Theme } from '../../../shared/catalogue.js';
import { lookFromQuery, lookQuery, siblingLooksFromQuery } from '../../../shared/looks.js';
import { MESSAGES } from '../../../shared/messages.js';
import { pageQuery } from '../../../shared/media.js';
import { isScenePicture, isSetting, takesScenePicture } from '../../../shared/settings.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { notFound, unauthorized } from '../../http/errors.js';
import { findStory, ownsStory, type StoryRow } from '../stories/index.js';
import { PAGE_VIEWS, renderBookPreview, type BookInput } from './art/book.js';
import { childPortraitPicture } from './art/portrait.js';
import type { ChildLook } from './art/child.js';
import { companionBySlug, companionPortrait } from './art/companions.js';
import { pagePicture } from './art/pages.js';
import { scenePicture, themeBySlug } from './art/scenes.js';
import { previewRepo } from './preview.repo.js';

/** A picture ready to send: its bytes and a strong validator. */
export interface MediaAsset {
  body: string;
  /** Hex SHA-256 prefix of the body: the ETag and, for previews, the URL's name. */
  hash: string;
}

export type PreviewLookup = (
  | { kind: 'image'; asset: MediaAsset }
  /** A URL made before the pictures were redrawn: the story's current preview is elsewhere. */
  | { kind: 'moved'; url: string }
) & {
  /** The story is shared: anyone may see its picture, for as long as it stays shared. */
  shared: boolean;
};

const HASH_LENGTH = 24;
const PREVIEW_FILE = new RegExp(`^([0-9a-f]{${HASH_LENGTH}})\\.svg$`);
const storyIdSchema = z.uuid();
// Read back from a preview's row: each part is looked up again in a closed table by art/child.ts.
const lookSchema = z
  .object({
    skinTone: z.string().nullish(),
    hairStyle: z.string().nullish(),
    hairColor: z.string().nullish(),
    eyeColor: z.string().nullish(),
    glasses: z.boolean().nullish(),
    pyjamas: z.string().nullish(),
    favoriteColor: z.string().nullish(),
  })
  .nullable();

export function hashSvg(svg: string): string {
  return crypto.createHash('sha256').update(svg).digest('hex').slice(0, HASH_LENGTH);
}

export function previewUrl(storyId: string, hash: string): string {
  return `/media/previews/${storyId}/${hash}.svg`;
}

function bookInput(story: StoryRow, look: ChildLook | null): BookInput {
  return {
    childName: story.childName,
    companion: story.animal,
    theme: story.theme,
    storyContent: story.storyContent,
    seed: story.seed,
    look,
  };
}

/** Static pictures are drawn once per process. */
function memo<K, V>(build: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
}

/**
 * A cache of the most recently used values, at most `limit` of them: for pictures that come in too many
 * combinations to keep them all (a page is one of 28 settings x 20 companions x 12 hairs x 8 eyes).
 */
export function recentlyUsed<V>(limit: number) {
  const values = new Map<string, V>();
  return {
    get size() {
      return values.size;
    },
    get(key: string, build: () => V): V {
      const hit = values.get(key);
      if (hit !== undefined) {
        // Map keeps insertion order: re-inserting makes the key the most recent.
        values.delete(key);
        values.set(key, hit);
        return hit;
      }
      const value = build();
      values.set(key, value);
      if (values.size > limit) values.delete(values.keys().next().value!);
      return value;
    },
  };
}

/** How many page pictures a process keeps drawn (20-30 KB each: under 8 MB). */
export const PAGE_CACHE_SIZE = 256;

const asset = (body: string): MediaAsset => ({ body, hash: hashSvg(body) });

export function previewService(db: Database, clock: Clock) {
  const pages = previewRepo(db);

  /**
   * The story when the caller owns it: its user, or the guest session that made it. Nobody at all is a
   * 401; anyone else a 404, as in the stories API, so nobody learns that a private story exists.
   */
  async function ownedStory(actor: Actor, id: string): Promise<StoryRow> {
    // A signed-in user's stale guest cookie is no reason to refuse them; a guest's expired session is (401).
    const guest = await actor.guest(null, { expired: actor.user ? 'absent' : 'refuse' });
    if (!actor.user && !guest) throw unauthorized(MESSAGES.signInRequired);
    const story = storyIdSchema.safeParse(id).success ? await findStory(db, id) : undefined;
    if (!story || !ownsStory(story, { userId: actor.user?.id, guestSessionId: guest?.id })) {
      throw notFound(MESSAGES.storyNotFound);
    }
    return story;
  }

  /** The look the story keeps (the one its pages draw), so the cover and the pages show one child. */
  function lookOf(story: StoryRow): ChildLook | null {
    return story.childLook ?? null;
  }

  // Keyed by catalogue name, never by the requested slug: unknown slugs cost no memory.
  const companionAsset = memo((name: Companion) => asset(companionPortrait(name)));
  const sceneAsset = memo((theme: Theme) => asset(scenePicture(theme)));
  // Keyed by validated catalogue values only, and bounded.
  const pageAssets = recentlyUsed<MediaAsset>(PAGE_CACHE_SIZE);
  const portraitAssets = recentlyUsed<MediaAsset>(PAGE_CACHE_SIZE);

  return {
    /** Draws the cover and first spread, records a row per page and the story's bookPreviewUrl. */
    async generate(actor: Actor, id: string): Promise<{ previewUrl: string }> {
      const story = await ownedStory(actor, id);
      const look = lookOf(story);
      const hash = hashSvg(renderBookPreview(bookInput(story, look)));
      const url = previewUrl(story.id, hash);
      const metadata = { hash, look, format: 'image/svg+xml' };
      await db.transaction(async (tx) => {
        const repo = previewRepo(tx);
        await repo.upsertPages(
          story.id,
          [
            {
              pageNumber: 1,
              imageUrl: `${url}#cover`,
              caption: `${story.childName}'s Magical Adventure`,
              metadata: { ...metadata, page: 'cover', viewBox: PAGE_VIEWS.cover },
            },
            {
              pageNumber: 2,
              imageUrl: `${url}#spread`,
              caption: `${story.childName} and ${story.animal}`,
              metadata: { ...metadata, page: 'spread', viewBox: PAGE_VIEWS.spread },
            },
          ],
          clock.now(),
        );
        await repo.setBookPreviewUrl(story.id, url);
      });
      return { previewUrl: url };
    },

    /**
     * The picture behind a preview URL, drawn from the stored story and the look recorded when it was
     * made. Unknown stories, stories without a preview and unknown names answer null (404).
     */
    async previewImage(actor: Actor, storyId: string, file: string): Promise<PreviewLookup | null> {
      const requested = PREVIEW_FILE.exec(file)?.[1];
      if (!requested || !storyIdSchema.safeParse(storyId).success) return null;
      const story = await findStory(db, storyId);
      if (!story) return null;
      // The URL is no key: a story its owner has not shared (or has unshared) shows its picture to its
      // owner only, and to anyone else exactly as a missing one (docs/decisions/024-the-device-forgets.md).
      if (!story.isPublic) {
        const guest = await actor.guest(null, { expired: 'absent' });
        if (!ownsStory(story, { userId: actor.user?.id, guestSessionId: guest?.id })) return null;
      }
      const shared = story.isPublic;
      const cover = await pages.findPage(story.id, 1);
      if (!cover) return null;
      const recorded = cover.metadata ?? {};
      const look = lookSchema.safeParse(recorded.look ?? null);
      const body = renderBookPreview(bookInput(story, look.success ? look.data : null));
      const current = hashSvg(body);
      if (requested === current) return { kind: 'image', asset: { body, hash: current }, shared };
      // The pictures were redrawn (a new release) since this URL was made: send the reader on.
      if (requested === recorded.hash) return { kind: 'moved', url: previewUrl(story.id, current), shared };
      return null;
    },

    companionImage(slug: string): MediaAsset | null {
      const name = companionBySlug(slug);
      return name ? companionAsset(name) : null;
    },

    sceneImage(slug: string): MediaAsset | null {
      const theme = themeBySlug(slug);
      return theme ? sceneAsset(theme) : null;
    },

    /**
     * A picture-book page (pagePictureUrl): the setting with the companion and the child, in the look asked
     * for, and the paragraph's variant (?scene=snow) where the place takes one. An unknown setting,
     * companion, colour or variant answers null (404).
     */
    pageImage(settingId: string, slug: string, query: Record<string, unknown>): MediaAsset | null {
      const companion = companionBySlug(slug);
      const { scene, siblings: siblingParts, ...lookParts } = query;
      const look = lookFromQuery(lookParts);
      const siblings = siblingLooksFromQuery(siblingParts);
      if (!isSetting(settingId) || !companion || look === false || siblings === false) return null;
      if (scene !== undefined && !(typeof scene === 'string' && isScenePicture(scene))) return null;
      const picture = scene !== undefined && takesScenePicture(settingId, scene) ? scene : null;
      const withLooks = siblings.map((l) => ({ look: l }));
      return pageAssets.get(`${settingId}/${companion}${pageQuery(look, picture, withLooks)}`, () =>
        asset(
          pagePicture({
            setting: settingId,
            companion,
            look,
            picture,
            ...(siblings.length ? { children: [look, ...siblings] } : {}),
          }),
        ),
      );
    },

    /** The child's portrait (childPortraitUrl): the profile avatar and the look step's choices. */
    portraitImage(query: Record<string, unknown>): MediaAsset | null {
      const look = lookFromQuery(query);
      if (look === false) return null;
      return portraitAssets.get(lookQuery(look), () => asset(childPortraitPicture(look)));
    },
  };
}
export type PreviewService = ReturnType<typeof previewService>;
