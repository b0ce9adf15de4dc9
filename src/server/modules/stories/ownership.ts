/**
 * Who owns a story (docs/product.md §4.4): its user, or, for a guest story, the guest session that made it.
 * The owner's read states the same rule in SQL, to check it and count the read in one statement
 * (storiesRepo.markReadIfOwner); the access-matrix tests hold both to the same answers.
 */
export function ownsStory(
  story: { userId: number | null; guestSessionId: string | null },
  caller: { userId: number | undefined; guestSessionId: string | undefined },
): boolean {
  if (story.userId !== null) return caller.userId === story.userId;
  return story.guestSessionId !== null && caller.guestSessionId === story.guestSessionId;
}
