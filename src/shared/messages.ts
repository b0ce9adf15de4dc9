/**
 * Texts the server answers with and the client relies on (docs/product.md §5, §6, §8, §9).
 * Written once: tests and the client import them from here.
 */
/*
 * The few texts the browser itself shows stand alone as well, so the client bundle imports them without
 * carrying every server message (MESSAGES is one object: a bundler keeps all of it or none).
 */
/** Contains 'monthly story limit' (the client maps it to 'Story Wishes Used Up!'). */
export const monthlyLimitReached = (limit: number) =>
  `You have used all ${limit} stories of your monthly story limit. New stories arrive on the 1st of next month, or upgrade your plan for more.`;
export const checkoutFailed = 'Failed to create checkout session';
/** Named apart so the reset form can recognise it without loading every message (scripts/check-bundle.ts). */
export const passwordTooCommon =
  'That password is one of the most common passwords, so it is easy to guess. Please choose another one: a few words you will remember work well.';
export const paymentsUnavailable = 'Payment system is not available. Please try again later.';
/** Contains 'Premium subscribers'; `what` names every premium choice refused (`count` of them). */
export const premiumOnly = (what: string, count = 1) =>
  count > 1
    ? `${what} are available to Premium subscribers only. Upgrade to Premium to use them.`
    : `${what} is available to Premium subscribers only. Upgrade to Premium to use it.`;
export const guestNeedsAccount =
  'This feature requires an account. Create an account to unlock more stories and features!';
export const freePlanUpgrade = 'This is a premium feature. Upgrade to Standard or Premium to unlock this!';
export const standardPlanUpgrade =
  'This is a Premium feature. Upgrade to Premium to unlock unlimited stories and exclusive content!';
export const featureNotInPlan = 'Feature not available in your current plan.';
/** Two children of a story share a name: the form says it beside the row, the server as a 400. */
export const siblingSameName =
  'Each child in the story needs a name of their own: change or remove the repeated one.';

export const MESSAGES = {
  missingOwner: 'Either userId or guestSessionId must be provided',
  missingStoryInputs: 'Missing required story inputs',
  invalidTheme: 'Invalid theme selected',
  invalidCompanion: 'Invalid character selected',
  generationFailed: 'Failed to generate story content',
  monthlyLimitReached,
  premiumOnly,
  guestNeedsAccount,
  freePlanUpgrade,
  standardPlanUpgrade,
  featureNotInPlan,
  badListCursor: 'That page cursor is not valid: ask for the list again without one.',
  guestSessionEnded:
    'This guest session has ended: its stories were moved into an account. Sign in to keep reading them, or start a new guest session.',
  guestSessionExpired: 'This guest session has expired. Start a new guest session or create a free account.',
  guestSessionUnknown: 'Guest session not found.',
  signInRequired: 'Please sign in to continue.',
  notYourAccount: 'You can only do this for your own account.',
  invalidCredentials: 'Invalid username or password.',
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken:
    'An account already uses that email address. Sign in with it (or use "Forgot password?"), or use another address.',
  // Email verification (docs/decisions/029-accounts-by-email.md).
  emailVerified: 'Thank you: your email address is verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationSent: 'A new verification link is on its way to your email address. It works for 24 hours.',
  verifyLinkInvalid:
    'This verification link is not valid any more: it was used already, it expired, or it was copied incompletely. Sign in and use "Send again" on your account page for a new one.',
  tooManyVerificationMails:
    'Several verification mails were sent this hour. Please wait an hour and try again.',
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
  // Account basics (docs/product.md, "Accounts").
  passwordResetSent:
    'If an account uses that address, a link to set a new password is on its way. It works for 30 minutes.',
  passwordResetUnavailable:
    'Password reset by email is not available on this server: it has no mail server configured. Please ask whoever runs it for help.',
  tooManyPasswordResets: 'Too many password reset requests. Please wait an hour and try again.',
  siblingSameName,
  tooManyHelpRequests: 'You have sent several messages this hour. Please wait a little; we read every one.',
  helpUnavailable: "We couldn't send your message just now. Please try again in a few minutes.",
  // A request caught by a dropped database connection (docs/decisions/021-connection-loss-and-stopping.md).
  connectionLost:
    'The server briefly lost its connection to the database. Please try again in a few seconds.',
  resetLinkInvalid:
    'This reset link is not valid any more: it was used already, it expired, or it was copied incompletely. Please ask for a new one.',
  passwordReset: 'Your new password is set. Please sign in with it.',
  wrongPassword: 'That password is not right. Please try again.',
  passwordTooCommon,
  tooManyPasswordAttempts: 'Too many password attempts. Please wait an hour and try again.',
  exportInProgress:
    'Your data is already being exported. Please wait for that download to finish, then try again if you need another copy.',
  tooManyExports: (minutes: number) =>
    `You have exported your data several times this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  noPlanToManage: 'You have no paid plan to manage.',
  accountDeletionBillingFailed:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.',
  // Payments (docs/product.md §8.4 where it gives the text).
  checkoutFailed,
  paymentsUnavailable,
  alreadyOnPlan: (plan: string) => `You already have the ${plan} plan.`,
  changePlanInstead: (plan: string) =>
    `You already pay for the ${plan} plan. Choose the new plan on the plans page to change it; no second subscription is started.`,
  planManagedElsewhere:
    'This plan was bought through another payment system than the one this server uses now. Please contact support to change it.',
  checkoutSessionNotFound: 'Checkout session not found.',
  webhooksNotUsed:
    'Payment webhooks are not used: this server takes demo payments (no Stripe account is configured).',
  webhookSignatureMissing: 'Missing Stripe-Signature header.',
  webhookSignatureInvalid: (reason: string) => `Webhook signature verification failed: ${reason}`,
} as const;
