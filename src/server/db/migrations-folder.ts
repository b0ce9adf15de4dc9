import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed drizzle-kit migrations, found from source (src/) and from the build (dist/node/). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder "drizzle" not found next to the project');
}
