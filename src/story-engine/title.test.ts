import { describe, expect, it } from 'vitest';
import { THEMES } from '../shared/catalogue.js';
import { generateStory } from './index.js';
import { questOfStory, storyTitle, titleCase, titleThing } from './title.js';

describe('storyTitle', () => {
  it('names the child and the thing of the quest, in title case', () => {
    expect(
      storyTitle('Mia', { item: 'the red mitten', itemFull: "Hattie Hedgehog's little red mitten" }, 'Owl'),
    ).toBe('Mia and the Little Red Mitten');
    expect(
      storyTitle('Leo', { item: 'the question jar', itemFull: 'the big jam jar of questions' }, 'Fox'),
    ).toBe('Leo and the Big Jam Jar of Questions');
  });

  it('takes the short name when the full one is a clause, has a comma or a placeholder', () => {
    const cases: [string, string, string][] = [
      ['the clock key', 'the little silver key that winds the village clock', 'the Clock Key'],
      ['the snowdrop', 'the first snowdrop of the year, in a tiny pot', 'the Snowdrop'],
      ['the oak seedling', 'the little oak tree {name} had grown from an acorn', 'the Oak Seedling'],
      ['the birthday card', 'the birthday card with a painted boat on the front', 'the Birthday Card'],
      ['the baby dragon', 'a baby dragon no bigger than a teacup', 'the Baby Dragon'],
      ['the little wheel', "the little wooden wheel from Farmer Barleycorn's cart", 'the Little Wheel'],
      ['the letter B', 'the big red wooden letter B from the Alphabet Tree', 'the Letter B'],
    ];
    for (const [item, itemFull, thing] of cases)
      expect(titleCase(titleThing({ item, itemFull }))).toBe(thing);
  });

  it('capitalises each part of a hyphenated word and keeps proper nouns', () => {
    expect(titleCase('the thank-you letter')).toBe('the Thank-You Letter');
    expect(titleCase('the very last seed of the Moonflower')).toBe('the Very Last Seed of the Moonflower');
  });

  it('names the companion when there is no quest, and tidies the name', () => {
    expect(storyTitle('  Anna  Maria ', null, 'Cosmic Defender')).toBe('Anna Maria and the Cosmic Defender');
  });

  it('gives every story of the library a short title that opens with the child', () => {
    for (const theme of THEMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const story = generateStory({ childName: 'Zoë', companion: 'Bear', theme, length: 'Short', seed });
        const quest = questOfStory(theme, story.questId);
        expect(quest, `${theme} ${story.questId}`).not.toBeNull();
        const title = storyTitle(story.childName, quest, 'Bear');
        expect(title).toMatch(/^Zoë and the [A-Z]/);
        expect(title).not.toMatch(/[{},]/);
        expect(title.split(' ').length).toBeLessThanOrEqual(10);
      }
    }
  });
});
