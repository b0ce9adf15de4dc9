/**
 * Vite plugin: writes /sw.js from src/client/service-worker.js after the build, with this release's app
 * shell (index.html, every hashed asset, the icons and the manifest) and a version hashed from their
 * bytes. A new build changes the version, so the browser installs the new worker and drops the old shell
 * (docs/decisions/014-offline-and-print.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { filesUnder } from './built-files.js';

const TOKEN = 'const BUILD = __SW_BUILD__;';
export const SERVICE_WORKER_FILE = 'sw.js';

/** Shell files of a built client folder, as URL paths: no compressed twins, no build metadata. */
export function shellFiles(builtDir: string): string[] {
  return (
    filesUnder(builtDir, ['.vite'])
      .filter((file) => !/\.(br|gz|map)$/.test(file))
      .map((file) => '/' + path.relative(builtDir, file).split(path.sep).join('/'))
      .filter((url) => url !== `/${SERVICE_WORKER_FILE}`)
      // The server answers index.html at the client's routes ('/'), and 404 at /index.html itself.
      .map((url) => (url === '/index.html' ? '/' : url))
      .sort()
  );
}

export function serviceWorker(source: string): Plugin {
  let builtDir = '';
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      builtDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const template = fs.readFileSync(source, 'utf8');
      if (!template.includes(TOKEN)) throw new Error(`${source} lost its ${TOKEN} placeholder`);
      const files = shellFiles(builtDir);
      const hash = crypto.createHash('sha256').update(template);
      for (const url of files) {
        const file = path.join(builtDir, url === '/' ? 'index.html' : '.' + url);
        hash.update(url).update(fs.readFileSync(file));
      }
      const build = { version: hash.digest('hex').slice(0, 12), files };
      fs.writeFileSync(
        path.join(builtDir, SERVICE_WORKER_FILE),
        template.replace(TOKEN, `const BUILD = ${JSON.stringify(build)};`),
      );
    },
  };
}
