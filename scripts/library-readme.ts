/**
 * npm run library:readme [-- --check]
 *
 * Writes the generated parts of src/story-engine/library/README.md (the slot tables, from the slot
 * registry, and which companion has which help, from companions.story), formatted as Prettier would. With
 * --check, only says whether the README is behind (exit 1), as its test does.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { LIBRARY_SOURCE } from '../src/story-engine/library/index.js';
import { fillReadme } from '../src/story-engine/slots/readme.js';

const README = path.resolve(import.meta.dirname, '../src/story-engine/library/README.md');

/** The README as it should be. */
export async function expectedReadme(): Promise<string> {
  const text = fillReadme(fs.readFileSync(README, 'utf8'), LIBRARY_SOURCE.voices);
  const options = await prettier.resolveConfig(README);
  return prettier.format(text, { ...options, filepath: README });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const expected = await expectedReadme();
  const current = fs.readFileSync(README, 'utf8');
  if (process.argv.includes('--check')) {
    console.log(
      current === expected
        ? 'library/README.md is up to date'
        : 'library/README.md is behind: npm run library:readme',
    );
    process.exitCode = current === expected ? 0 : 1;
  } else if (current !== expected) {
    fs.writeFileSync(README, expected);
    console.log('Wrote the generated parts of src/story-engine/library/README.md');
  } else console.log('library/README.md is up to date');
}
