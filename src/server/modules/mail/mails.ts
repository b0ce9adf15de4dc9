/**
 * The mails the product sends: plain and warm, a text part always, and a simple HTML part that says the
 * same. Texts live here, beside the mailer, because only the server writes them.
 */
import { RETENTION } from '../../../shared/retention.js';
import { escapeHtml } from '../../http/escape-html.js';
import type { OutgoingMail } from './mailer.js';

function htmlOf(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs
    .map((p) =>
      link && p === link.href
        ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return `<!doctype html><html><body style="font-family: Georgia, serif; color: #2d2a4a; line-height: 1.5">\n${body}\n</body></html>`;
}

/** A mail of these paragraphs: the text part, and the HTML part with `link`'s paragraph as a link. */
function mailOf(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): OutgoingMail {
  return { to, subject, text: paragraphs.join('\n\n') + '\n', html: htmlOf(paragraphs, link) };
}

export function passwordResetMail(input: { to: string; username: string; link: string }): OutgoingMail {
  const paragraphs = [
    `Hello ${input.username},`,
    'Someone (we hope you) asked to set a new password for your Moonlit Tales account. Open this link to choose one:',
    input.link,
    `The link works once, for the next ${RETENTION.resetLinkMinutes} minutes. When you set a new password, every device signed in to your account is signed out.`,
    'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    'Sleep well,\nMoonlit Tales',
  ];
  return mailOf(input.to, 'Set a new password for Moonlit Tales', paragraphs, {
    href: input.link,
    label: 'Choose a new password',
  });
}

export const VERIFY_LINK_HOURS = 24;

export function emailVerificationMail(input: { to: string; username: string; link: string }): OutgoingMail {
  const paragraphs = [
    `Hello ${input.username},`,
    'Please confirm that this is your email address for your Moonlit Tales account by opening this link:',
    input.link,
    `The link works once, for the next ${VERIFY_LINK_HOURS} hours. Until the address is confirmed we send it nothing else, not even a password reset link.`,
    'If you did not make an account, you can ignore this mail.',
    'Sleep well,\nMoonlit Tales',
  ];
  return mailOf(input.to, 'Confirm your email address for Moonlit Tales', paragraphs, {
    href: input.link,
    label: 'Confirm my email address',
  });
}

export function passwordChangedMail(input: { to: string; username: string }): OutgoingMail {
  const paragraphs = [
    `Hello ${input.username},`,
    'The password of your Moonlit Tales account was just changed, and other devices were signed out.',
    'If that was you, there is nothing more to do. If it was not, use "Forgot password?" on the sign-in page to set a new one straight away.',
    'Sleep well,\nMoonlit Tales',
  ];
  return mailOf(input.to, 'Your Moonlit Tales password was changed', paragraphs);
}
