/**
 * npx tsx scripts/tell.ts [--moment=<id>] [--theme=<Theme>] [--length=Short|Medium|Long] [--age=N]
 *   [--name=Mia] [--gender=Girl|Boy] [--companion=Owl] [--seed=N] [--nights=N] [--siblings=Leo:Boy,Ada]
 *
 * Tells stories to read aloud while writing for the library: one child (with up to two brothers and sisters
 * taking turns to lead), night after night with the memory the server keeps (its passages and its lines),
 * each story printed with the passage every paragraph came from.
 */
import { isOneOf, COMPANIONS, STORY_LENGTHS, THEMES } from '../src/shared/catalogue.js';
import { isMoment } from '../src/shared/moments.js';
import { linesOf } from '../src/story-engine/engine/lines.js';
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
const lines: number[][] = [];
const nights = Number(arg('nights') ?? 1);
const children = [
  { name: arg('name') ?? 'Mia', gender: gender ?? null },
  ...(arg('siblings') ?? '')
    .split(',')
    .filter(Boolean)
    .map((s) => ({ name: s.split(':')[0]!, gender: s.split(':')[1] ?? null })),
];
for (let night = 0; night < nights; night++) {
  // As the server does: the children take turns to lead.
  const lead = children[night % children.length]!;
  const story = engine.generateStory(
    {
      childName: lead.name,
      companion,
      theme,
      length,
      seed: Number(arg('seed') ?? 1) + night,
      age: arg('age') ? Number(arg('age')) : null,
      profile: lead.gender ? { gender: lead.gender } : null,
      moment: moment ?? null,
      siblings: children.filter((c) => c !== lead),
    },
    { recent, lines },
  );
  recent.unshift(story.parts);
  lines.unshift(linesOf(story.content));
  console.log(`\n=== night ${night + 1}: ${theme}, ${length}, ${story.wordCount} words`);
  story.paragraphs.forEach((p, i) => console.log(`\n[${story.parts[i]}]\n${p}`));
}
