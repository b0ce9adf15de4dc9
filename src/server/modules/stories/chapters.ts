/**
 * Tomorrow's chapter (issue 30, DECISIONS §10): which earlier story a new one continues, and what the
 * engine needs of the series. Premium; the owner's own story, of the same child; a series has at most
 * MAX_CHAPTERS chapters, one next chapter a story, and none after the one that closed it. Each refusal says
 * what the parent can do instead, and nothing is saved or spent.
 */
import { eq } from 'drizzle-orm';
import { MAX_CHAPTERS } from '../../../shared/chapters.js';
import { isTheme } from '../../../shared/catalogue.js';
import { effectivePlan, type Audience } from '../../../shared/entitlements.js';
import type { ChapterRequest } from '../../../story-engine/engine/request.js';
import { questIdOfParts } from '../../../story-engine/title.js';
import { stories } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';

export const CHAPTER_MESSAGES = {
  premium: "Tomorrow's chapter is part of Premium. Make a new story tonight, or see the plans.",
  notFound:
    "We couldn't find that story among yours to continue. Open one of your stories and choose Continue tomorrow.",
  otherChild: (name: string) =>
    `A chapter goes on with the same child's story: choose ${name} to continue it, or make a new story.`,
  ended: 'That adventure ended with its last chapter. Start a new story tonight instead.',
  hasNext: 'That story has its next chapter already: open the newest chapter and continue from there.',
  momentOnLast:
    'The last chapter closes the adventure: keep the moment for a new story, or continue without it.',
} as const;

/** The story a chapter continues, and the series as the engine and the new row need it. */
export interface Continuation {
  previous: typeof stories.$inferSelect;
  chapter: ChapterRequest;
}

export async function continuationOf(
  db: Executor,
  audience: Audience,
  input: { continuesStoryId: string; lastChapter?: boolean | undefined; moment?: string | null | undefined },
  childKey: string,
): Promise<Continuation> {
  if (audience.kind !== 'user' || effectivePlan(audience) !== 'PREMIUM')
    throw forbidden(CHAPTER_MESSAGES.premium);
  const [previous] = await db.select().from(stories).where(eq(stories.id, input.continuesStoryId)).limit(1);
  if (!previous || previous.userId !== audience.userId) throw notFound(CHAPTER_MESSAGES.notFound);
  if (previous.childKey !== childKey) throw badRequest(CHAPTER_MESSAGES.otherChild(previous.childName));
  if (previous.closesSeries || previous.chapter >= MAX_CHAPTERS) throw badRequest(CHAPTER_MESSAGES.ended);
  const [next] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.continuesStoryId, previous.id))
    .limit(1);
  if (next) throw conflict(CHAPTER_MESSAGES.hasNext);
  const number = previous.chapter + 1;
  const last = number === MAX_CHAPTERS || input.lastChapter === true;
  if (last && input.moment) throw badRequest(CHAPTER_MESSAGES.momentOnLast);
  return {
    previous,
    chapter: {
      number,
      last,
      previousQuestId: isTheme(previous.theme) ? questIdOfParts(previous.theme, previous.parts) : null,
    },
  };
}
