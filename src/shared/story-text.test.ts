import { describe, expect, it } from 'vitest';
import {
  companionWithArticle,
  curlyQuotes,
  readerHeading,
  sentenceIndexAt,
  storyParagraphs,
  storySentences,
} from './story-text.js';

const texts = (paragraph: string) => storySentences(paragraph).map((s) => s.text);

describe('storySentences', () => {
  it('splits at full stops, questions and exclamations, with offsets into the paragraph', () => {
    const paragraph = 'Mia woke up. Where was Owl? There he was!';
    const sentences = storySentences(paragraph);
    expect(sentences.map((s) => s.text)).toEqual(['Mia woke up.', 'Where was Owl?', 'There he was!']);
    for (const s of sentences) expect(paragraph.slice(s.start, s.end)).toBe(s.text);
    expect(sentences[1]!.start).toBe(13);
  });

  it('keeps closing quotes with their sentence and does not split before a lower-case word', () => {
    expect(texts('"Are you there?" asked Mia. "Yes!" said Owl. \u201cGood night.\u201d Then sleep.')).toEqual(
      ['"Are you there?" asked Mia.', '"Yes!" said Owl.', '\u201cGood night.\u201d', 'Then sleep.'],
    );
  });

  it('does not end a sentence after a title, and keeps text with no final stop', () => {
    expect(texts('Mr. Badger waved. Dr. Fox smiled and')).toEqual([
      'Mr. Badger waved.',
      'Dr. Fox smiled and',
    ]);
  });

  it('handles ellipses, extra spaces and an empty paragraph', () => {
    expect(texts('  Slowly… The stars came out.  ')).toEqual(['Slowly…', 'The stars came out.']);
    expect(storySentences('   ')).toEqual([]);
  });

  it('covers every paragraph of a story without losing words', () => {
    const story = 'One. Two!\n\nThree? "Four," said Five.';
    for (const paragraph of storyParagraphs(story)) {
      expect(texts(paragraph).join(' ')).toBe(paragraph);
    }
  });
});

describe('sentenceIndexAt', () => {
  const sentences = storySentences('Mia woke up. Where was Owl? There he was!');
  it('finds the sentence a speech boundary points into', () => {
    expect(sentenceIndexAt(sentences, 0)).toBe(0);
    expect(sentenceIndexAt(sentences, 12)).toBe(0);
    expect(sentenceIndexAt(sentences, 13)).toBe(1);
    expect(sentenceIndexAt(sentences, 28)).toBe(2);
    expect(sentenceIndexAt(sentences, 999)).toBe(2);
    expect(sentenceIndexAt([], 3)).toBe(-1);
  });
});

describe('book typography', () => {
  it('turns straight quotes into curly ones, one character for one', () => {
    const text = `"Hello," said Owl. 'Is it Mia's turn?' Mia laughed: "It's mine!"`;
    const curly = curlyQuotes(text);
    expect(curly).toBe('“Hello,” said Owl. ‘Is it Mia’s turn?’ Mia laughed: “It’s mine!”');
    expect(curly).toHaveLength(text.length);
    expect(storySentences(curly).map((s) => s.start)).toEqual(storySentences(text).map((s) => s.start));
  });

  it('leaves text without quotes as it is', () => {
    expect(curlyQuotes('Mia slept.')).toBe('Mia slept.');
  });
});

describe('reader texts', () => {
  it('the article follows the companion', () => {
    expect(companionWithArticle('Owl')).toBe('an Owl');
    expect(companionWithArticle('Elephant')).toBe('an Elephant');
    expect(companionWithArticle('Bear')).toBe('a Bear');
    expect(companionWithArticle('Cosmic Defender')).toBe('a Cosmic Defender');
  });

  it("keeps docs/product.md's heading", () => {
    expect(readerHeading('Mia')).toBe("Mia's Magical Adventure");
  });
});
