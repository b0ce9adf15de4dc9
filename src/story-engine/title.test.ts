import { describe, expect, it } from 'vitest';
import { THEMES } from '../shared/catalogue.js';
import { linesOf } from './engine/lines.js';
import { createStoryEngine } from './generator.js';
import { generateStory } from './index.js';
import { STORY_LIBRARY } from './library/index.js';
import { questOfStory, storyTitle, titleCase, titleChoices, titleSaying, titleThing } from './title.js';

describe('storyTitle', () => {
  it('names the child and the thing of the quest, in title case', () => {
    expect(
      storyTitle('Mia', { item: 'the red mitten', itemFull: "Hattie Hedgehog's little red mitten" }, 'Owl'),
    ).toBe('Mia and the Little Red Mitten');
    expect(
      storyTitle('Leo', { item: 'the question jar', itemFull: 'the big jam jar of questions' }, 'Fox'),
    ).toBe('Leo and the Big Jam Jar of Questions');
  });

  it("says the library's words as the story does: a toddler's title has its plain words, never in the name", () => {
    const quest = {
      item: 'the newt',
      itemFull: 'the little newt',
      recipient: 'Skipper Newt',
      refrain: 'Hop, newt!',
    };
    const say = titleSaying('toddler')!;
    expect(say('Skipper Newt')).toBe('Skipper Lizard');
    expect(titleChoices('Newt', quest, 'Owl', say)).toEqual([
      'Newt and the Little Lizard',
      'Newt and Skipper Lizard',
      'Newt, the Owl and the Little Lizard',
      'Newt: Hop, Lizard',
    ]);
    expect(titleSaying('little')).toBeUndefined();
    expect(storyTitle('Mia', quest, 'Owl')).toBe('Mia and the Little Newt');
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

  it('gives a child hearing a quest again a title they have not had, then the one heard longest ago', () => {
    const quest = {
      item: 'the red scarf',
      itemFull: 'the red woolly scarf',
      recipient: 'Pip the hedgehog',
      refrain: 'One red scarf for one small friend',
    };
    expect(titleChoices('Mia', quest, 'Owl')).toEqual([
      'Mia and the Red Woolly Scarf',
      'Mia and Pip the Hedgehog',
      'Mia, the Owl and the Red Woolly Scarf',
      'Mia: One Red Scarf for One Small Friend',
    ]);
    expect(titleChoices('Mia', quest, 'Solar Knight')[2]).toBe('Mia, Solar Knight and the Red Woolly Scarf');
    const heard: string[] = [];
    for (let night = 0; night < 4; night++) heard.unshift(storyTitle('Mia', quest, 'Owl', heard));
    expect(new Set(heard).size).toBe(4);
    // All four heard: the one heard longest ago comes back.
    expect(storyTitle('Mia', quest, 'Owl', heard)).toBe('Mia and the Red Woolly Scarf');
    // A recipient that is not a name ('a lost duckling') stays out of a title.
    expect(titleChoices('Mia', { ...quest, recipient: 'a lost duckling' }, 'Owl')).not.toContain(
      'Mia and a Lost Duckling',
    );
  });

  it('gives a child who hears one theme every night for a month a new title every night', () => {
    const engine = createStoryEngine(STORY_LIBRARY);
    for (const theme of THEMES) {
      const recent: string[][] = [];
      const lines: number[][] = [];
      const titles: string[] = [];
      for (let night = 0; night < 30; night++) {
        const story = engine.generateStory(
          { childName: 'Ada', companion: 'Fox', theme, length: 'Medium', seed: 500 + night },
          { recent, lines },
        );
        recent.unshift(story.parts);
        lines.unshift(linesOf(story.content));
        titles.unshift(storyTitle('Ada', questOfStory(theme, story.questId), 'Fox', titles));
      }
      expect(new Set(titles).size, theme).toBe(30);
      for (const title of titles) expect(title, theme).toMatch(/^Ada[ ,:]/);
    }
  });
});
