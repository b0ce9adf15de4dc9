import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountResponse } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Stories the user made this calendar month. */
export async function getUserStoryCount(userId: number): Promise<number> {
  try {
    return (await getJson<CountResponse>(`/api/stories/count/${userId}`)).count;
  } catch (error) {
    throw new Error('Failed to fetch story count', { cause: error });
  }
}

/** Stories the guest session made this calendar month. */
export async function getGuestStoryCount(sessionId: string): Promise<number> {
  try {
    return (await getJson<CountResponse>(`/api/stories/guest-count/${encodeURIComponent(sessionId)}`)).count;
  } catch (error) {
    throw new Error('Failed to fetch guest story count', { cause: error });
  }
}

export type StoryCountOwner = { kind: 'user'; userId: number } | { kind: 'guest'; sessionId: string } | null;

/** Whose stories to count: the signed-in user, else the guest session, else nobody. */
export function storyCountOwner(
  user: { id: number } | null,
  guestSession: { sessionId: string } | null,
): StoryCountOwner {
  if (user) return { kind: 'user', userId: user.id };
  return guestSession ? { kind: 'guest', sessionId: guestSession.sessionId } : null;
}

function countKey(owner: StoryCountOwner): readonly unknown[] {
  if (owner?.kind === 'user') return queryKeys.userStoryCount(owner.userId);
  return queryKeys.guestStoryCount(owner?.sessionId ?? '');
}

/** This month's count for a user or a guest session; idle without either. */
export const storyCountQueryOptions = (owner: StoryCountOwner) =>
  queryOptions({
    queryKey: countKey(owner),
    queryFn: () => {
      if (owner?.kind === 'user') return getUserStoryCount(owner.userId);
      if (owner?.kind === 'guest') return getGuestStoryCount(owner.sessionId);
      throw new Error('No visitor to count stories for');
    },
    enabled: owner !== null,
  });

export function useStoryCount(owner: StoryCountOwner) {
  return useQuery(storyCountQueryOptions(owner));
}
