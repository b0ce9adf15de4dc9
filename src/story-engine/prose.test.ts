import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixArticles, possessive, properName, sentencesOf, takesAn, tidyProse } from './prose.js';

describe('names as a parent writes them', () => {
  it('capitalises each part and keeps capitals the parent typed', () => {
    expect(properName('zoë')).toBe('Zoë');
    expect(properName('anne-marie')).toBe('Anne-Marie');
    expect(properName('McKenzie')).toBe('McKenzie');
    expect(properName("o'brien")).toBe("O'Brien");
    expect(properName('  mary   jane ')).toBe('Mary Jane');
    expect(properName('élodie')).toBe('Élodie');
  });

  it('reads a name typed in capitals as a name, keeping the capitals of McDonald, O’Neil, Anne-Marie', () => {
    expect(properName('JAMES')).toBe('James');
    expect(properName('ANNE-MARIE')).toBe('Anne-Marie');
    expect(properName("O'NEIL")).toBe("O'Neil");
    expect(properName('mary JANE')).toBe('Mary Jane');
    expect(properName('McDonald')).toBe('McDonald');
    expect(properName("O'Neil")).toBe("O'Neil");
    expect(properName('Anne-Marie')).toBe('Anne-Marie');
    expect(properName('JJ')).toBe('JJ');
    expect(possessive(properName('JAMES'))).toBe("James's");
  });

  it('never changes a letter other than by capitalising it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (typed) => {
        const name = properName(typed);
        expect(name.toLowerCase()).toBe(typed.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase());
      }),
    );
  });

  it('reads possessives aloud naturally', () => {
    expect(possessive('Mia')).toBe("Mia's");
    expect(possessive('James')).toBe("James's");
  });
});

describe('tidying filled text', () => {
  it('mends spacing and punctuation left by dropped segments', () => {
    expect(tidyProse('Mia put on her boots .  Then  she went ,, out.')).toBe(
      'Mia put on her boots. Then she went, out.',
    );
    expect(tidyProse('past the pond, the path wound on.')).toBe('Past the pond, the path wound on.');
  });

  it('puts a space between two sentences joined, even after the mark of a detail (Luna.Each)', () => {
    expect(tidyProse('Mia thought of Luna\u2063.Each star was bright.')).toBe(
      'Mia thought of Luna\u2063. Each star was bright.',
    );
    expect(tidyProse('She smiled.The moon rose.')).toBe('She smiled. The moon rose.');
  });

  it('capitalises sentence starts, not words after a closing quote', () => {
    expect(tidyProse('"wait!" cried Mia. the bear stopped. "come on," it said. "we are late."')).toBe(
      '"Wait!" cried Mia. The bear stopped. "Come on," it said. "We are late."',
    );
  });

  it('capitalises a sentence start beside the invisible mark of a detail (a trait line ending in one)', () => {
    expect(tidyProse('Amara said a quiet hello.\u2063 the bear stood up.')).toBe(
      'Amara said a quiet hello.\u2063 The bear stood up.',
    );
    expect(tidyProse('She waved. \u2064the owl hooted. "Hush."\u2063 \u2063the fox sat.')).toBe(
      'She waved. \u2064The owl hooted. "Hush."\u2063 \u2063The fox sat.',
    );
    expect(tidyProse('\u2063mia smiled.')).toBe('\u2063Mia smiled.');
  });

  it('keeps an ellipsis, and starts a sentence after a quote closed by a full stop', () => {
    expect(tidyProse('Wait... listen.')).toBe('Wait... listen.');
    expect(tidyProse('"Not that way either." the owl stopped.')).toBe(
      '"Not that way either." The owl stopped.',
    );
    expect(tidyProse('"Is it a secret?" the owl whispered.')).toBe('"Is it a secret?" the owl whispered.');
    expect(tidyProse('"Well..." said Mia.')).toBe('"Well..." said Mia.');
  });

  it('agrees verbs with a singular they', () => {
    expect(tidyProse('Then they was home, and they has a cup of cocoa.')).toBe(
      'Then they were home, and they have a cup of cocoa.',
    );
    expect(tidyProse("They wasn't cold.")).toBe("They weren't cold.");
  });

  it('chooses a or an by sound', () => {
    expect(fixArticles('a orange lantern and an purple one')).toBe('an orange lantern and a purple one');
    expect(fixArticles('a unicorn, an hour, a useful map, A elephant')).toBe(
      'a unicorn, an hour, a useful map, An elephant',
    );
    expect(takesAn('umbrella')).toBe(true);
    expect(takesAn('one')).toBe(false);
  });

  it('splits sentences for measures and highlighting', () => {
    expect(sentencesOf('Hello there. "Come," said Mia. Off they went!')).toEqual([
      'Hello there.',
      '"Come," said Mia.',
      'Off they went!',
    ]);
  });
});
