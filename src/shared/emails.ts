/**
 * The one canonical form of an email address (docs/decisions/029-accounts-by-email.md): what the unique
 * index (users.email_key) and sign-in by email compare. "Mia@Example.COM" and "mia@example.com" are one
 * address; nothing else is folded (dots and "+tags" are the mail provider's business, not ours).
 */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}
