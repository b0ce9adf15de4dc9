/** The writers' slot and ability tables in the library's README are made from the registry, never by hand. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedReadme } from './library-readme.js';

describe('the library README', () => {
  it('shows the slot registry and the companions as they are (npm run library:readme)', async () => {
    const readme = path.resolve(import.meta.dirname, '../src/story-engine/library/README.md');
    expect(fs.readFileSync(readme, 'utf8')).toBe(await expectedReadme());
  });
});
