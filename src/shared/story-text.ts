/** A story's text as both sides read it: paragraphs separated by blank lines. */
export function storyParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((p) => p !== '');
}

/** One sentence of a paragraph, with where it sits in it (what a speech `boundary` event's charIndex points into). */
export interface StorySentence {
  text: string;
  /** Index of its first character in the paragraph. */
  start: number;
  /** Index just past its last character (closing quotes included). */
  end: number;
}

// Titles that end in a full stop without ending the sentence (the library writes 'Mr' but a parent may not).
const ABBREVIATIONS = /(?:^|\s)(?:Mr|Mrs|Ms|Dr|St|Prof|Mt)\.$/;

/**
 * A paragraph's sentences, for highlighting the one being read aloud. A sentence ends at '.', '!', '?' or '…'
 * (with any closing quotes or brackets) followed by a space and a word that does not start in lower case:
 * '"Are you there?" asked Mia.' is one sentence.
 */
export function storySentences(paragraph: string): StorySentence[] {
  const sentences: StorySentence[] = [];
  const boundary = /[.!?…]+["'”’)\]]*(?=\s+[^\s\p{Ll}])/gu;
  let start = paragraph.search(/\S/);
  if (start < 0) return sentences;
  for (let match = boundary.exec(paragraph); match; match = boundary.exec(paragraph)) {
    const end = match.index + match[0].length;
    if (ABBREVIATIONS.test(paragraph.slice(start, end))) continue;
    sentences.push({ text: paragraph.slice(start, end), start, end });
    start = paragraph.slice(end).search(/\S/) + end;
  }
  const end = paragraph.trimEnd().length;
  if (end > start) sentences.push({ text: paragraph.slice(start, end), start, end });
  return sentences;
}

/** Which sentence a character index falls in (the last one starting at or before it); -1 when none. */
export function sentenceIndexAt(sentences: readonly StorySentence[], charIndex: number): number {
  let found = sentences.length > 0 ? 0 : -1;
  for (let i = 0; i < sentences.length; i++) {
    if (sentences[i]!.start <= charIndex) found = i;
    else break;
  }
  return found;
}

/** The reader's heading (docs/product.md §2): '{childName}'s Magical Adventure'; the story's own title sits under it. */
export const readerHeading = (childName: string) => `${childName}'s Magical Adventure`;

/** 'a Bear', 'an Owl', 'an Elephant': the article follows the companion's name. */
export const companionWithArticle = (companion: string) =>
  `${/^[aeio]/i.test(companion.trim()) ? 'an' : 'a'} ${companion.trim()}`;

/**
 * Book typography for display: straight quotes become curly ones ("Hello," she said. -> “Hello,” she said.;
 * Mia's -> Mia’s). One character for one, so positions in the text (a speech boundary's charIndex, a
 * sentence's start) still point at the same place. The stored text is left as written.
 */
export function curlyQuotes(text: string): string {
  // An opening quote starts the text or follows a space, an opening bracket or a dash.
  const opening = /(^|[\s([{\u2013\u2014-])(["'])/g;
  return text
    .replace(opening, (_, before: string, q: string) => before + (q === '"' ? '\u201C' : '\u2018'))
    .replace(/"/g, '\u201D')
    .replace(/'/g, '\u2019');
}
