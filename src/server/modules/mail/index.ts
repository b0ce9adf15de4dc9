/** What other modules may use of mail (the lint rule keeps them to this file): the mailer and the mails. */
export type { Mailer } from './mailer.js';
export { emailVerificationMail, passwordChangedMail, passwordResetMail, VERIFY_LINK_HOURS } from './mails.js';
