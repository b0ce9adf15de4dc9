/**
 * Query keys in one place, so a feature can refresh another's data (a guest claim refreshes story lists
 * and counts) without importing it.
 */
export const queryKeys = {
  user: ['user'] as const,
  subscriptionStatus: (userId: number) => ['subscription-status', userId] as const,
  storyCounts: ['story-count'] as const,
  userStoryCount: (userId: number) => ['story-count', 'user', userId] as const,
  guestStoryCount: (sessionId: string) => ['story-count', 'guest', sessionId] as const,
  stories: ['stories'] as const,
  storyLists: ['stories', 'list'] as const,
  story: (id: string) => ['stories', 'detail', id] as const,
  /** The library's lists sit under storyLists, so anything that refreshes story lists refreshes them. */
  userStories: ['stories', 'list', 'user'] as const,
  favoriteStories: ['stories', 'list', 'favorites'] as const,
  /** Home's 'Your recent stories', also under storyLists. */
  recentStories: ['stories', 'list', 'recent'] as const,
  /** The newest story (what the story form remembers), also under storyLists: a new story refreshes it. */
  lastStory: ['stories', 'list', 'last'] as const,
  characterProfiles: ['character-profiles'] as const,
  checkoutSession: (sessionId: string) => ['checkout-session', sessionId] as const,
  publicConfig: ['public-config'] as const,
  /** Read on the sign-in page on its own, so checkout always reads the configuration fresh. */
  passwordResetOffered: ['public-config', 'password-reset'] as const,
};
