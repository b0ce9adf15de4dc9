/**
 * npm run library:check -- [file or part ...] [--print[=toddler|little|middle|big|eldest]] [--all]
 *
 * Reads the story library (src/story-engine/library/*.story) as its tests do, every passage every way a
 * child could hear it, and prints each problem as `file:line: problem`, then the sizes and the
 * Flesch-Kincaid grade per age band. A part is a file ('themes/kindness.story', 'kindness.story'), a theme
 * ('kindness', 'Helping Others'), a moment ('moments/new-baby.story', 'new-baby', or 'moments' for all),
 * or one of journeys, companions, traits, interests, phrases (the touches and
 * the engine's own words); none means all. With
 * --print, also prints each theme's passages rendered (a girl with her details, the bear, the first quest)
 * to read aloud. With --all, every problem (otherwise the first 120 of a part). Exits 1 when there is a problem.
 */
import { parseMarkup, type AgeBand } from '../src/story-engine/markup.js';
import { plainly } from '../src/story-engine/plain-words.js';
import { checkLibrary, renderSample, type CheckReport } from '../src/story-engine/library/check/index.js';
import { LibraryError, readLibrary } from '../src/story-engine/library/load/load.js';
import { readLibraryFiles } from '../src/story-engine/library/load/read-files.js';
import { formatProblem } from '../src/story-engine/library/load/story-format.js';

const args = process.argv.slice(2);
const printArg = args.find((a) => a.startsWith('--print'));
const printBand = (printArg?.split('=')[1] ?? 'middle') as AgeBand;
const every = args.includes('--all');
const targets = args.filter((a) => !a.startsWith('--'));
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/^.*\//, '')
    .replace(/\.story$/, '')
    .replace(/[^a-z]/g, '');
/** The targets some part of the library answered to: one that none did is a typo, not a clean check. */
const matched = new Set<string>();
const wants = (...names: string[]) => {
  if (targets.length === 0 || targets.includes('all')) return true;
  const hits = targets.filter((t) => names.some((n) => norm(t) === norm(n)));
  for (const t of hits) matched.add(t);
  return hits.length > 0;
};

const { library, problems } = readLibrary(readLibraryFiles());
if (!library) {
  // The text does not load: nothing can be read aloud until these are fixed.
  for (const p of problems) console.log(formatProblem(p));
  console.log(`\n${new LibraryError(problems).message.split('\n')[0]}`);
  process.exit(1);
}
const { source, places } = library;
const voices = source.voices;
const journeyFiles = [...new Set(source.journeys.map((j) => places.of(j)?.file ?? 'journeys.story'))];

let failed = false;
function show(title: string, report: CheckReport) {
  console.log(`\n=== ${title}`);
  for (const line of report.summary) console.log(`  ${line}`);
  for (const g of report.grades)
    if (g.mean || g.worst > -99)
      console.log(
        `  grade ${g.band.padEnd(6)} mean ${g.mean.toFixed(2)}  worst ${g.worst.toFixed(1)} (${g.worstWhere})`,
      );
  for (const w of report.warnings.slice(0, 60)) console.log(`${w.where}: warning: ${w.message}`);
  if (report.warnings.length > 60) console.log(`... and ${report.warnings.length - 60} more warnings`);
  const shown = every ? report.errors.length : 120;
  for (const e of report.errors.slice(0, shown)) console.log(`${e.where}: ${e.message}`);
  if (report.errors.length > shown) console.log(`... and ${report.errors.length - 120} more problems`);
  console.log(`  ${report.errors.length} problems, ${report.warnings.length} warnings`);
  if (report.errors.length) failed = true;
}

for (const [title, report] of checkLibrary(source, places, (part, name) =>
  part === 'themes'
    ? wants(name, places.of(source.themes.find((t) => t.theme === name)!)?.file ?? '')
    : part === 'moments'
      ? wants('moments', name, `${name}.story`)
      : part === 'frames'
        ? wants('frames', 'openings', 'endings')
        : part === 'journeys'
          ? // The journeys are read together (no two alike), whichever of their files is asked for.
            wants('journeys', ...journeyFiles)
          : wants(
              part,
              ...(part === 'phrases' ? ['touches', 'touches.story', 'phrases.story'] : [`${part}.story`]),
            ),
))
  show(title, report);
const unknown = targets.filter((t) => t !== 'all' && !matched.has(t));
if (unknown.length) {
  console.log(
    `\nNothing in the library is called ${unknown.map((t) => `'${t}'`).join(', ')}: name a file ('themes/kindness.story', 'journeys/more-a.story'), a theme, a moment, or one of journeys, frames, chapters, siblings, companions, traits, interests, phrases.`,
  );
  failed = true;
}

// --print: each theme's passages rendered, to read aloud.
const child = { name: 'Mia', gender: 'Girl' as const, details: true };
for (const library of printArg ? source.themes : []) {
  if (!wants(library.theme, places.of(library)?.file ?? '')) continue;
  type Item = { text: string; setting: string; quest?: (typeof library.quests)[number] };
  const sections: [string, Item[]][] = [
    ['OPENINGS', [...library.openings]],
    ['SET-UPS', library.quests.flatMap((q) => q.setups.map((p) => ({ ...p, quest: q })))],
    ['SCENES', [...library.scenes]],
    ['PAY-OFFS', library.quests.flatMap((q) => q.payoffs.map((p) => ({ ...p, quest: q })))],
    ['ENDINGS', [...library.endings]],
  ];
  console.log(`\n=== ${library.theme} (${printBand})`);
  for (const [title, list] of sections) {
    console.log(`\n--- ${title}`);
    list.forEach((p, i) => {
      const own = p.quest ?? library.quests[i % Math.max(1, library.quests.length)] ?? null;
      const text = renderSample(parseMarkup(p.text), {
        band: printBand,
        child,
        pronouns: source.phrases.pronouns.Girl,
        companion: voices.Bear,
        quest: own,
        choice: 0,
        previousSetting: title === 'SCENES' ? 'orchard' : null,
        plainly: source.phrases.plainWords && plainly(source.phrases.plainWords),
      });
      console.log(
        `\n[${places.of(p) ? `${places.of(p)!.file}:${places.of(p)!.line}` : i + 1}, ${p.setting}${own ? `, ${own.id}` : ''}] ${text}`,
      );
    });
  }
}
process.exitCode = failed ? 1 : 0;
