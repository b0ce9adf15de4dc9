/** Small word helpers the interest reading shares. */
import { takesAn } from '../prose.js';

/** The key a word or phrase is looked up by: lower case, no accents, dots or apostrophes, hyphens as spaces. */
export function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[-‐‑–_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The regular English plural; irregular ones are listed with their nouns. */
export function regularPlural(word: string): string {
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export const withArticle = (noun: string) => `${takesAn(noun) ? 'an' : 'a'} ${noun}`;
