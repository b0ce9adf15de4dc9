/**
 * Tomorrow's chapter (issue 30): a chapter opens by recalling last night's quest, goes on a new quest with
 * the same companion, and the series' last chapter ends on a finale that remembers the nights before.
 */
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/catalogue.js';
import { createStoryEngine, type GeneratedStory } from '../generator.js';
import { STORY_LIBRARY } from '../library/index.js';
import { renderMarkup } from '../markup.js';
import type { StoryRequest } from './request.js';

const engine = createStoryEngine(STORY_LIBRARY);

/** A quest's field as the story would say it (the slot-free fields of the library's quests). */
function questWords(theme: (typeof THEMES)[number], questId: string) {
  const quest = STORY_LIBRARY.themes[theme]!.quests.find((q) => q.id === questId)!;
  const say = (field: 'item' | 'recipient') =>
    renderMarkup(quest.fields[field], { band: 'middle', choose: () => 0, slot: () => 'their' });
  return [say('item'), say('recipient')];
}

function series(theme: (typeof THEMES)[number], chapters: number, seed: number) {
  const told: GeneratedStory[] = [];
  const recent: string[][] = [];
  for (let n = 1; n <= chapters; n++) {
    const request: StoryRequest = {
      childName: 'Noor',
      companion: 'Lion',
      theme,
      length: 'Medium',
      seed: seed + n,
      age: 6,
      chapter: n === 1 ? null : { number: n, last: n === chapters, previousQuestId: told.at(-1)!.questId },
    };
    const story = engine.generateStory(request, { recent });
    told.push(story);
    recent.unshift(story.parts);
  }
  return told;
}

describe("tomorrow's chapter", () => {
  it('every theme: chapters recall last night, go on a new quest, and the last one closes the series', () => {
    for (const [i, theme] of THEMES.entries()) {
      const told = series(theme, 3, i * 10);
      const [first, second, last] = told as [GeneratedStory, GeneratedStory, GeneratedStory];
      expect(first.parts[0], theme).not.toMatch(/^chapter\./);
      for (const [n, chapter] of [second, last].entries()) {
        const before = told[n]!;
        expect(chapter.parts[0], theme).toMatch(/^chapter\.r\./);
        expect(chapter.questId, theme).not.toBe(before.questId);
        // Last night, named for a child who forgot: its thing or the one it was for.
        const [item, recipient] = questWords(theme, before.questId);
        const opening = chapter.paragraphs[0]!.toLowerCase();
        expect(
          opening.includes(item!.toLowerCase()) || opening.includes(recipient!.toLowerCase()),
          theme,
        ).toBe(true);
      }
      expect(second.parts.at(-1), theme).not.toMatch(/^chapter\./);
      expect(last.parts.at(-1), theme).toMatch(/^chapter\.f\./);
      expect(last.paragraphs.at(-1), theme).toMatch(/sleep|asleep|dream/i);
    }
  });

  it('a series of five: no recall told twice, no quest twice', () => {
    const told = series('Adventure', 5, 500);
    const recalls = told.slice(1).map((s) => s.parts[0]);
    expect(new Set(recalls).size).toBe(4);
    expect(new Set(told.map((s) => s.questId)).size).toBe(5);
  });
});
