import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { User } from '../../../shared/api-contracts';
import { queryKeys } from '../query-keys';
import { refreshQueries } from '../query-client';
import { guestSessionStore, type StoredGuestSession } from '../storage';
import { toast } from '../../components/ui/use-toast';
import { claimGuestStories } from './claim-guest-stories';

export const TRANSFER_FAILED_DESCRIPTION =
  "We couldn't transfer your guest stories right now. They're still accessible, and we'll try again on your next login.";

/**
 * docs/product.md §4.5 guest-to-account migration: with a signed-in user and a guest session, one claim per pairing,
 * one at a time. Success refreshes story lists and counts, says 'Stories Transferred' and forgets the
 * guest session; a 404 (already claimed or unknown) drops the session silently; any other failure keeps it
 * for the next sign-in. The memory of pairings resets when nobody is signed in.
 */
export function useGuestMigration(user: User | null, guestSession: StoredGuestSession | null): void {
  const queryClient = useQueryClient();
  const attempted = useRef(new Set<string>());
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!user) {
      attempted.current.clear();
      return;
    }
    if (!guestSession || running) return;
    const pairing = `${guestSession.sessionId}:${user.id}`;
    if (attempted.current.has(pairing)) return;
    attempted.current.add(pairing);
    setRunning(true);
    claimGuestStories({ guestSessionId: guestSession.sessionId, targetUserId: user.id })
      .then(async ({ claimed }) => {
        guestSessionStore.clear();
        await refreshQueries(queryClient, queryKeys.stories, queryKeys.storyCounts);
        // Nothing moved (a guest who never made a story): nothing to announce.
        if (claimed > 0) {
          toast({
            title: 'Stories Transferred',
            description:
              claimed === 1
                ? 'Your guest story is now saved in your account.'
                : `Your ${claimed} guest stories are now saved in your account.`,
            variant: 'wish-bubble',
          });
        }
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.message.includes('404')) {
          guestSessionStore.clear();
          return;
        }
        toast({
          title: 'Story Transfer Sleeping',
          description: TRANSFER_FAILED_DESCRIPTION,
          variant: 'moonbeam-info',
        });
      })
      .finally(() => setRunning(false));
  }, [user, guestSession, running, queryClient]);
}
