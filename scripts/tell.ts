/**
 * npx tsx scripts/tell.ts [--moment=<id>] [--theme=<Theme>] [--length=Short|Medium|Long] [--age=N]
 *   [--name=Mia] [--gender=Girl|Boy] [--companion=Owl] [--seed=N] [--nights=N]
 *
 * Tells stories to read aloud while writing for the library: one child, night after night with the memory
 * the server keeps, each story printed with the passage every paragraph came from.
 */
import { isOneOf, COMPANIONS, STORY_LENGTHS, THEMES } from '../src/shared/catalogue.js';
import { isMoment } from '../src/shared/moments.js';
import { createStoryEngine } from '../src/story-engine/generator.js';
import { STORY_LIBRARY } from '../src/story-engine/library/index.js';

const arg = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1];
const moment = arg('moment');
const theme = arg('theme') ?? 'Kindness';
const length = arg('length') ?? 'Medium';
const companion = arg('companion') ?? 'Owl';
const gender = arg('gender');
if (moment !== undefined && !isMoment(moment)) throw new Error(`unknown moment ${moment}`);
if (!isOneOf(THEMES)(theme)) throw new Error(`unknown theme ${theme}`);
if (!isOneOf(STORY_LENGTHS)(length)) throw new Error(`unknown length ${length}`);
if (!isOneOf(COMPANIONS)(companion)) throw new Error(`unknown companion ${companion}`);

const engine = createStoryEngine(STORY_LIBRARY);
const recent: string[][] = [];
const nights = Number(arg('nights') ?? 1);
for (let night = 0; night < nights; night++) {
  const story = engine.generateStory(
    {
      childName: arg('name') ?? 'Mia',
      companion,
      theme,
      length,
      seed: Number(arg('seed') ?? 1) + night,
      age: arg('age') ? Number(arg('age')) : null,
      profile: gender ? { gender } : null,
      moment: moment ?? null,
    },
    { recent },
  );
  recent.unshift(story.parts);
  console.log(`\n=== night ${night + 1}: ${theme}, ${length}, ${story.wordCount} words`);
  story.paragraphs.forEach((p, i) => console.log(`\n[${story.parts[i]}]\n${p}`));
}
