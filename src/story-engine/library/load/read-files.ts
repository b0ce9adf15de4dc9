/**
 * The library's text files, read from disk once at start-up: the one place the story engine touches the
 * file system (docs/decisions/017-story-library-as-text.md). Beside the sources they are in
 * src/story-engine/library/; the server build copies them beside its compiled code (scripts/library-build.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LibraryFile } from './load.js';

/** The library folder: the parent of this file's folder, in the sources and in dist alike. */
export const LIBRARY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every `.story` file under the folder, with its path relative to it ('themes/kindness.story'). */
export function readLibraryFiles(dir = LIBRARY_DIR): LibraryFile[] {
  const files: LibraryFile[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.story'))
        files.push({
          path: path.relative(dir, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
    }
  };
  walk(dir);
  return files;
}
