/**
 * One route in one climate a night (issue 28, point 3): a story never takes the child from the snowy
 * field to the desert, never through one place twice (home aside), and a Short story goes somewhere.
 */
import { describe, expect, it } from 'vitest';
import { COMPANIONS, THEMES, type StoryLength } from '../../shared/catalogue.js';
import { climateOf, HOME_SETTINGS } from '../../shared/settings.js';
import { createStoryEngine } from '../generator.js';
import { STORY_LIBRARY } from '../library/index.js';
import { fixtureJourneys, fixtureLibrary } from '../test-library.js';
import { ONWARD_SHARE } from './plan.js';

const engine = createStoryEngine(STORY_LIBRARY);

describe("a night's route", () => {
  it('stays in one climate and passes through each place once, home aside, in every theme and length', () => {
    let seed = 1;
    for (const theme of THEMES)
      for (const length of ['Medium', 'Long'] as StoryLength[])
        for (let k = 0; k < 12; k++) {
          const story = engine.generateStory({
            childName: 'Ravi',
            companion: COMPANIONS[seed % COMPANIONS.length]!,
            theme,
            length,
            seed: seed++,
          });
          const where = `${theme} ${length} seed ${seed - 1}: ${story.settings.join(', ')}`;
          const climates = new Set(
            story.settings.map((s, i) => climateOf(s, story.pictures[i] ?? null)).filter(Boolean),
          );
          expect(climates.size, where).toBeLessThanOrEqual(1);
          const away = story.settings.filter((s) => !HOME_SETTINGS.includes(s));
          expect(new Set(away).size, where).toBe(away.length);
        }
  });

  it("opens and ends at home in the climate of the quest's own places (no snowy garden before the jungle)", () => {
    for (const theme of THEMES) {
      const quests = STORY_LIBRARY.themes[theme]!.quests;
      for (const quest of quests) {
        if (![...quest.setups, ...quest.payoffs].some((p) => climateOf(p.setting, p.picture))) continue;
        // Every other quest heard last night: this one is told, with any opening and ending.
        const recent = [quests.filter((q) => q !== quest).flatMap((q) => q.setups.map((p) => p.id))];
        for (let seed = 1; seed <= 24; seed++) {
          const story = engine.generateStory(
            { childName: 'Ravi', companion: 'Owl', theme, length: 'Short', seed },
            { recent },
          );
          expect(story.questId).toBe(quest.id);
          const climates = new Set(
            story.settings.map((s, i) => climateOf(s, story.pictures[i] ?? null)).filter(Boolean),
          );
          expect(climates.size, `${quest.id} seed ${seed}: ${story.parts.join(' ')}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('gives a Short story a scene on the way: always up to age 7, nearly always after', () => {
    let older = 0;
    let olderWithScene = 0;
    for (const [i, theme] of THEMES.entries())
      for (let seed = 1; seed <= 20; seed++) {
        const age = 2 + (seed % 11);
        const story = engine.generateStory({
          childName: 'Ravi',
          companion: 'Owl',
          theme,
          length: 'Short',
          seed: seed * 13 + i,
          age,
        });
        // Opening, set-up, pay-off and ending, and at least one scene between.
        const scene = story.parts.length >= 5;
        if (age <= 7) expect(scene, `${theme} seed ${seed} age ${age}`).toBe(true);
        else {
          older++;
          if (scene) olderWithScene++;
        }
      }
    // From 8, the longer sentences can leave no room within 450 words (the bench counts how often).
    expect(olderWithScene / older).toBeGreaterThanOrEqual(0.9);
  });
});

describe('one story, not a chain of errands', () => {
  // A library where only one scene in five and one journey in three move the quest on (each of them in a
  // different place): a story told from it at random would have about a quarter of its scenes onward.
  const library = fixtureLibrary({ scenes: 40, onwardEvery: 5, journeys: fixtureJourneys(3) });
  const roles = new Map(
    [...library.themes.Friendship!.scenes, ...library.journeys].map((p) => [p.id, p.questRole]),
  );
  const onwardShare = (parts: readonly string[]) => {
    const told = parts.filter((id) => roles.has(id));
    return { scenes: told.length, onward: told.filter((id) => roles.get(id) === 'onward').length };
  };

  it('takes scenes that move the quest on for at least ONWARD_SHARE of the way, and asides too', () => {
    const fixture = createStoryEngine(library);
    let asides = 0;
    // Medium: the fixture's eight places are enough for a Medium story's way, not a Long one's.
    for (const length of ['Short', 'Medium'] as StoryLength[])
      for (let seed = 1; seed <= 30; seed++) {
        const story = fixture.generateStory({
          childName: 'Ravi',
          companion: 'Owl',
          theme: 'Friendship',
          length,
          seed,
        });
        const { scenes, onward } = onwardShare(story.parts);
        expect(scenes, `${length} ${seed}`).toBeGreaterThanOrEqual(1);
        expect(onward / scenes, `${length} ${seed}: ${onward} of ${scenes}`).toBeGreaterThanOrEqual(
          ONWARD_SHARE,
        );
        asides += scenes - onward;
      }
    // Not only onward scenes: a kindness or a wonder on the way still has its place.
    expect(asides).toBeGreaterThan(20);
  });

  it('moves the quest on in most scenes of the real library, in every theme', () => {
    for (const theme of THEMES) {
      let scenes = 0;
      let onward = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const story = engine.generateStory({
          childName: 'Ravi',
          companion: 'Bear',
          theme,
          length: 'Long',
          seed,
        });
        const real = story.parts.filter((id) => id.includes('.c.') || id.startsWith('journey'));
        scenes += real.length;
        onward += real.filter((id) => sceneRoles.get(id) === 'onward').length;
      }
      expect(onward / scenes, theme).toBeGreaterThanOrEqual(ONWARD_SHARE);
    }
  });
});

const sceneRoles = new Map(
  [...THEMES.flatMap((t) => STORY_LIBRARY.themes[t]!.scenes), ...STORY_LIBRARY.journeys].map((p) => [
    p.id,
    p.questRole,
  ]),
);
