/**
 * Texts the server answers with and the client relies on (SPEC.md §5, §6, §8; DECISIONS.md §3).
 * Written once: tests and the client import them from here.
 */
export const MESSAGES = {
  missingOwner: 'Either userId or guestSessionId must be provided',
  missingStoryInputs: 'Missing required story inputs',
  invalidTheme: 'Invalid theme selected',
  invalidCompanion: 'Invalid character selected',
  generationFailed: 'Failed to generate story content',
  /** Contains 'monthly story limit' (the client maps it to 'Story Wishes Used Up!'). */
  monthlyLimitReached: (limit: number) =>
    `You have used all ${limit} stories of your monthly story limit. New stories arrive on the 1st of next month, or upgrade your plan for more.`,
  /** Contains 'Premium subscribers'; `what` names every premium choice refused (`count` of them). */
  premiumOnly: (what: string, count = 1) =>
    count > 1
      ? `${what} are available to Premium subscribers only. Upgrade to Premium to use them.`
      : `${what} is available to Premium subscribers only. Upgrade to Premium to use it.`,
  guestNeedsAccount:
    'This feature requires an account. Create an account to unlock more stories and features!',
  freePlanUpgrade: 'This is a premium feature. Upgrade to Standard or Premium to unlock this!',
  standardPlanUpgrade:
    'This is a Premium feature. Upgrade to Premium to unlock unlimited stories and exclusive content!',
  featureNotInPlan: 'Feature not available in your current plan.',
  badListCursor: 'That page cursor is not valid: ask for the list again without one.',
  guestSessionEnded:
    'This guest session has ended: its stories were moved into an account. Sign in to keep reading them, or start a new guest session.',
  guestSessionExpired: 'This guest session has expired. Start a new guest session or create a free account.',
  guestSessionUnknown: 'Guest session not found.',
  signInRequired: 'Please sign in to continue.',
  notYourAccount: 'You can only do this for your own account.',
  invalidCredentials: 'Invalid username or password.',
  usernameTaken: 'That username is already taken. Please choose another one.',
  storyNotFound: 'Story not found.',
  notYourStory: "Only the story's owner can delete it.",
  storyHasBookOrder:
    'This story has a hardcover book order, so it cannot be deleted. Please contact support about the order first.',
  characterProfileNotFound: 'Character profile not found.',
  favoritesNeedAccount: 'Favourite stories need an account. Create a free account to keep favourites.',
  tooManySignIns: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  tooManyRegistrations: 'Too many accounts were created from this address. Please try again in an hour.',
  tooManyGuestSessions:
    'Too many guest sessions were started from this address. Please try again in an hour.',
  // Payments (SPEC.md §8 where it gives the text).
  checkoutFailed: 'Failed to create checkout session',
  paymentsUnavailable: 'Payment system is not available. Please try again later.',
  alreadyOnPlan: (plan: string) => `You already have the ${plan} plan.`,
  checkoutSessionNotFound: 'Checkout session not found.',
  webhooksNotUsed:
    'Payment webhooks are not used: this server takes demo payments (no Stripe account is configured).',
  webhookSignatureMissing: 'Missing Stripe-Signature header.',
  webhookSignatureInvalid: (reason: string) => `Webhook signature verification failed: ${reason}`,
} as const;
