/**
 * Part of `npm run build:server`: reads the story library's text as the server will (every problem as
 * `file:line: problem`, and the build fails), then copies the `.story` files beside the compiled engine
 * (dist/node/story-engine/library/), where the server reads them at start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readLibrary } from '../src/story-engine/library/load/load.js';
import { LIBRARY_DIR, readLibraryFiles } from '../src/story-engine/library/load/read-files.js';
import { formatProblem } from '../src/story-engine/library/load/story-format.js';

const OUT = path.resolve(import.meta.dirname, '../dist/node/story-engine/library');

const files = readLibraryFiles(LIBRARY_DIR);
const { problems } = readLibrary(files);
if (problems.length) {
  for (const p of problems) console.error(`src/story-engine/library/${formatProblem(p)}`);
  console.error(`The story library has ${problems.length} problem(s): not built.`);
  process.exit(1);
}
for (const file of files) {
  const target = path.join(OUT, file.path);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.text);
}
console.log(
  `Story library: ${files.length} files checked and copied to ${path.relative(process.cwd(), OUT)}`,
);
