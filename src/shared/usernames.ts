/**
 * The one canonical form of a username (docs/decisions/023-canonical-usernames.md). Every place that
 * compares usernames uses it: the unique index (users.username_key), sign-in, and the failed sign-in
 * limiter's key. Two spellings a person reads as the same name (upper case, fullwidth letters, a dotted
 * capital I, composed or decomposed accents, ligatures) have the same key.
 */
export function canonicalUsername(username: string): string {
  return (
    username
      .trim()
      // Compatibility forms apart: fullwidth 'ｋ' is 'k', 'ﬁ' is 'fi', 'é' is 'e' + U+0301.
      .normalize('NFKD')
      // Upper then lower is a full case fold without a locale: 'ß' and 'SS' both end as 'ss'.
      .toUpperCase()
      .toLowerCase()
      // 'İ' (U+0130) lower-cases to 'i' + U+0307 COMBINING DOT ABOVE; the dot on an i or j adds nothing.
      .replace(/(?<=[ij])\u0307/gu, '')
      .normalize('NFKC')
  );
}
