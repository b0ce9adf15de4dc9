import { describe, expect, it } from 'vitest';
import { parseMarkup, renderMarkup, type AgeBand } from './markup.js';
import { plainly, sayingFor } from './plain-words.js';
import { tidyProse } from './prose.js';

const words = { jerboa: 'desert mouse', jerboas: 'desert mice', sett: 'home', oryx: 'deer' };

describe('plain words for the youngest', () => {
  const say = plainly(words);

  it('says a word a toddler does not know their way: whole words, a capital kept', () => {
    expect(say('The jerboa hopped. Jerboas! The badgers’ sett.')).toBe(
      'The desert mouse hopped. Desert mice! The badgers’ home.',
    );
    expect(say("a jerboa's tail")).toBe("a desert mouse's tail");
    // A plural's possessive takes the plain word's own ("the mice' burrow" was heard).
    expect(say("the jerboas' burrow, the oryx' path")).toBe("the desert mice's burrow, the deer's path");
    // Not inside another word, nor a compound.
    expect(say('settle the settee, jerboa-like')).toBe('settle the settee, jerboa-like');
    expect(plainly(words)).toBe(say);
  });

  it('changes only the library’s words, for ages 2-3 only; the article fits the new word', () => {
    const text = parseMarkup('{name} saw an oryx and a jerboa.');
    const at = (band: AgeBand, name: string) =>
      tidyProse(
        renderMarkup(text, {
          band,
          slot: () => name,
          choose: () => 0,
          ...sayingFor(band, say),
        }),
      );
    expect(at('toddler', 'Mia')).toBe('Mia saw a deer and a desert mouse.');
    expect(at('little', 'Mia')).toBe('Mia saw an oryx and a jerboa.');
    expect(at('eldest', 'Mia')).toBe('Mia saw an oryx and a jerboa.');
    // A name a parent typed is theirs, even when it is a listed word.
    expect(at('toddler', 'Sett')).toBe('Sett saw a deer and a desert mouse.');
  });
});
