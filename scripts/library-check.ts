/**
 * npm run library:check -- [theme ...|companions|traits|interests|all] [--print[=little|middle|big]]
 *
 * Checks the story library as its tests do, and prints what to fix, the sizes, and the Flesch-Kincaid
 * grade per age band. With --print, also prints every passage rendered (a girl with her details, the bear,
 * the first quest) to read aloud.
 */
import { THEMES } from '../src/shared/catalogue.js';
import { parseMarkup, type AgeBand } from '../src/story-engine/markup.js';
import {
  checkInterests,
  checkTheme,
  checkTraits,
  checkVoices,
  renderSample,
  type CheckReport,
} from '../src/story-engine/library/check.js';
import { LIBRARY_SOURCE } from '../src/story-engine/library/index.js';

const args = process.argv.slice(2);
const printArg = args.find((a) => a.startsWith('--print'));
const printBand = (printArg?.split('=')[1] ?? 'middle') as AgeBand;
const targets = args.filter((a) => !a.startsWith('--'));
const wanted = targets.length === 0 || targets.includes('all') ? ['all'] : targets;
const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const allQuests = LIBRARY_SOURCE.themes.flatMap((t) => t.quests);
const voices = LIBRARY_SOURCE.voices;

let failed = false;
function show(title: string, report: CheckReport) {
  console.log(`\n=== ${title}`);
  for (const line of report.summary) console.log(`  ${line}`);
  for (const g of report.grades)
    if (g.mean || g.worst > -99)
      console.log(
        `  grade ${g.band.padEnd(6)} mean ${g.mean.toFixed(2)}  worst ${g.worst.toFixed(1)} (${g.worstWhere})`,
      );
  for (const w of report.warnings.slice(0, 60)) console.log(`  warning  ${w.where}: ${w.message}`);
  if (report.warnings.length > 60) console.log(`  ... and ${report.warnings.length - 60} more warnings`);
  for (const e of report.errors.slice(0, 120)) console.log(`  ERROR  ${e.where}: ${e.message}`);
  if (report.errors.length > 120) console.log(`  ... and ${report.errors.length - 120} more errors`);
  console.log(`  ${report.errors.length} errors, ${report.warnings.length} warnings`);
  if (report.errors.length) failed = true;
}

const child = { name: 'Mia', gender: 'Girl' as const, details: true };
for (const theme of THEMES) {
  if (!wanted.includes('all') && !wanted.some((w) => norm(w) === norm(theme))) continue;
  const library = LIBRARY_SOURCE.themes.find((t) => t.theme === theme)!;
  show(theme, checkTheme(library, voices, allQuests));
  if (printArg) {
    type Item = { text: string; setting: string; quest?: (typeof library.quests)[number] };
    const sections: [string, Item[]][] = [
      ['OPENINGS', [...library.openings]],
      ['SET-UPS', library.quests.flatMap((q) => q.setups.map((p) => ({ ...p, quest: q })))],
      ['SCENES', [...library.scenes]],
      ['PAY-OFFS', library.quests.flatMap((q) => q.payoffs.map((p) => ({ ...p, quest: q })))],
      ['ENDINGS', [...library.endings]],
      ['JOURNEYS', [...library.journeys]],
    ];
    for (const [title, list] of sections) {
      console.log(`\n--- ${title} (${printBand})`);
      list.forEach((p, i) => {
        const own = p.quest ?? library.quests[i % Math.max(1, library.quests.length)] ?? null;
        const text = renderSample(parseMarkup(p.text), {
          band: printBand,
          child,
          companion: voices.Bear,
          quest: own,
          choice: 0,
          previousSetting: title === 'SCENES' || title === 'JOURNEYS' ? 'orchard' : null,
        });
        console.log(`\n[${i + 1}, ${p.setting}${own ? `, ${own.id}` : ''}] ${text}`);
      });
    }
  }
}
if (wanted.includes('all') || wanted.includes('companions')) show('companions', checkVoices(voices));
if (wanted.includes('all') || wanted.includes('traits'))
  show('traits', checkTraits(LIBRARY_SOURCE.traits, voices));
if (wanted.includes('all') || wanted.includes('interests'))
  show('interests', checkInterests(LIBRARY_SOURCE.interests, voices, allQuests));
process.exitCode = failed ? 1 : 0;
