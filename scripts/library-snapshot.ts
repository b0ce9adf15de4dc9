/**
 * npm run library:snapshot [-- --update] [--out=FILE]
 *
 * The stories a seeded sample of requests gets, as bytes: a change to the engine or the library that should
 * change no word (a move, a split, a new file format) must leave this digest as it is. It tells 6,000
 * stories: 250 children, each coming back 24 nights with the memory the server gives it (its earlier
 * stories' parts and lines, newest first, at most MEMORY_DEPTH), over every theme, companion and length, every age
 * from 1 to 18 and none, girls, boys and no gender given, with and without a profile, and Premium
 * profiles with looks, colours, traits and interests.
 *
 * Compares the sample's digest with the committed one (scripts/library-snapshot.digest) and exits 1 when
 * they differ, naming the blocks of 100 stories that changed. --update writes the digest instead (after a
 * change meant to change words). --out writes every story as a line of JSON, to diff two runs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  COMPANIONS,
  EYE_COLORS,
  HAIR_COLORS,
  PERSONALITY_TRAITS,
  STORY_LENGTHS,
  THEMES,
  type Companion,
  type StoryLength,
  type Theme,
} from '../src/shared/catalogue.js';
import { generateStory, linesOf, MEMORY_DEPTH, type ProfileDetails } from '../src/story-engine/index.js';
import { seededRandom } from '../src/story-engine/random.js';

const DIGEST_FILE = path.resolve(import.meta.dirname, 'library-snapshot.digest');
const CHILDREN = 250;
const NIGHTS = 24;
const BLOCK = 100;

const args = process.argv.slice(2);
const update = args.includes('--update');
const out = args.find((a) => a.startsWith('--out='))?.slice('--out='.length);

const NAMES = ['Mia', 'James', 'zoë', 'anne-marie', 'McKenzie', "o'brien", 'Leo', 'Ava', 'Sam', 'Freya'];
const MORE_NAMES = ['Noah', 'Isla', 'Oliver', 'Amara', 'Theo', 'Jude', 'Maximilian', 'Bo', 'Aoife', 'Kai'];
/** Interests a parent may type, reaching every category of the library (and some it cannot place). */
const INTERESTS = [
  'horse',
  'butterflies',
  'cats and dogs',
  'the zoo',
  'my cat Luna',
  'our dog Max',
  'my hamster',
  'dinosaurs',
  'T-Rex',
  'fossils',
  'trains',
  'diggers',
  'fire engine',
  'space',
  'rockets',
  'Star Wars',
  'the ocean',
  'mermaids',
  'dolphins',
  'unicorns',
  'dragons',
  'Harry Potter',
  'Spider-Man',
  'football',
  'swimming',
  'ballet',
  'dancing',
  'singing',
  'piano',
  'drawing',
  'origami',
  'Lego',
  'minecraft',
  'Pokémon',
  'puzzles',
  'reading',
  'The Gruffalo',
  'baking cakes',
  'flowers',
  'bugs',
  'climbing trees',
  'robots',
  'volcanoes',
  'Peppa Pig',
  'my grandma Rose',
  'pink and purple',
  'foxes',
  'penguins',
  '🦄',
  'Dinosaurs',
  'loves playing with toy trains in the garden every single day',
];
const COLOURS = ['purple', 'Sky Blue', 'gray', 'orange', 'rainbow', 'pink', 'emerald green', 'Red'];
const GENDERS = ['Girl', 'Boy', null, 'Non-binary'] as const;
const AGES: (number | null)[] = [...Array.from({ length: 18 }, (_, i) => i + 1), null];

type Kind = 'premium-profile' | 'plain-profile' | 'no-profile';
const KINDS: Kind[] = ['premium-profile', 'plain-profile', 'no-profile'];

interface Child {
  name: string;
  kind: Kind;
  age: number | null;
  profile: ProfileDetails | null;
}

const random = seededRandom(20261206);

/** A child: the kinds, ages and genders in turn, so that every one is met many times. */
function makeChild(k: number): Child {
  const kind = KINDS[k % KINDS.length]!;
  const age = AGES[k % AGES.length]!;
  const gender = GENDERS[Math.floor(k / KINDS.length) % GENDERS.length]!;
  const name = (k % 2 ? MORE_NAMES : NAMES)[Math.floor(k / 2) % NAMES.length]!;
  if (kind === 'no-profile') return { name, kind, age, profile: null };
  // As the stories service passes a profile: everything for Premium customization, else gender and age.
  const profile: ProfileDetails =
    kind === 'plain-profile'
      ? { gender, age }
      : {
          gender,
          age,
          hairColor: random.pick(HAIR_COLORS),
          eyeColor: random.pick(EYE_COLORS),
          favoriteColor: random.next() < 0.15 ? null : random.pick(COLOURS),
          personality: random.shuffle(PERSONALITY_TRAITS).slice(0, random.int(0, 4)),
          interests: random.shuffle(INTERESTS).slice(0, random.int(0, 4)),
        };
  return { name, kind, age: kind === 'plain-profile' && k % 5 === 0 ? null : age, profile };
}

/** Every theme, companion and length in turn, shuffled once: 720 combinations met 8 times or more. */
const combos: { theme: Theme; companion: Companion; length: StoryLength }[] = random.shuffle(
  THEMES.flatMap((theme) =>
    COMPANIONS.flatMap((companion) => STORY_LENGTHS.map((length) => ({ theme, companion, length }))),
  ),
);

const lines: string[] = [];
let n = 0;
for (let k = 0; k < CHILDREN; k++) {
  const child = makeChild(k);
  const recent: string[][] = [];
  const heardLines: number[][] = [];
  for (let night = 0; night < NIGHTS; night++) {
    const combo = combos[n % combos.length]!;
    const request = {
      childName: child.name,
      ...combo,
      seed: random.int(0, 2 ** 31 - 1),
      age: child.age,
      profile: child.profile,
      customize: child.kind === 'premium-profile',
    };
    const memory = { recent: recent.slice(0, MEMORY_DEPTH), lines: heardLines.slice(0, MEMORY_DEPTH) };
    let line: string;
    try {
      const story = generateStory(request, memory);
      recent.unshift(story.parts);
      heardLines.unshift(linesOf(story.content));
      line = JSON.stringify({ n, request, heard: memory.recent.length, story });
    } catch (error) {
      line = JSON.stringify({ n, request, heard: memory.recent.length, error: String(error) });
    }
    lines.push(line);
    n++;
  }
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const blocks: string[] = [];
for (let i = 0; i < lines.length; i += BLOCK) blocks.push(sha(lines.slice(i, i + BLOCK).join('\n')));
const all = `${lines.join('\n')}\n`;
const digest = [`stories ${lines.length}`, `all ${sha(all)}`, ...blocks.map((b, i) => `block ${i} ${b}`)];

if (out) {
  fs.writeFileSync(out, all);
  console.log(`Wrote ${lines.length} stories to ${out}`);
}
if (update) {
  fs.writeFileSync(DIGEST_FILE, `${digest.join('\n')}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), DIGEST_FILE)}: ${digest[1]}`);
} else {
  const committed = fs.existsSync(DIGEST_FILE) ? fs.readFileSync(DIGEST_FILE, 'utf8').trim().split('\n') : [];
  const changed = digest.filter((line, i) => line !== committed[i]);
  if (changed.length === 0) {
    console.log(`${lines.length} stories, byte for byte as committed (${digest[1]})`);
  } else {
    console.error(`The sample's stories changed: ${changed.length} lines of the digest differ.`);
    for (const line of changed.slice(0, 12)) console.error(`  now ${line}`);
    console.error('Write both runs with --out=FILE and diff them; --update accepts the change.');
    process.exitCode = 1;
  }
}
