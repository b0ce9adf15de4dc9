import fs from 'node:fs';
import path from 'node:path';

/** Every file below a built folder, as full paths; folders named in `skip` are not entered. */
export function filesUnder(dir: string, skip: readonly string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(full, skip);
    return [full];
  });
}
