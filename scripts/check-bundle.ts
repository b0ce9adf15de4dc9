/**
 * Bundle checks on the built client (dist/client), run by `npm run test:e2e` after the build:
 * - the story template library never reaches the browser;
 * - budgets (sizes, not timings): first-load JS at most 100 KB gzipped for any route
 *   (entry + its static imports + the route's page chunk and its imports), in at most 8 script files,
 *   CSS at most 10 KB gzipped.
 * Prints a table; `--json` prints the figures; `--dir <folder>` checks another build of the client.
 * bench/run.ts imports measureBundle().
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LIBRARY_SOURCE } from '../src/story-engine/library/index.js';

export const JS_BUDGET = 100 * 1024;
export const CSS_BUDGET = 10 * 1024;
/**
 * Script files in a route's first load: on a phone's connection each costs a round trip more than its
 * bytes (scripts/page-families.ts groups what pages share so that few are needed).
 */
export const FILES_BUDGET = 8;
const DEFAULT_DIST = path.resolve(import.meta.dirname, '../dist/client');
const PAGES_DIR = path.resolve(import.meta.dirname, '../src/client/app/pages');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface RouteFigure {
  /** 'entry (...)' for what every page loads, '+ <source>' for the entry plus one lazy chunk. */
  name: string;
  /** Bytes, gzipped (level 9). */
  js: number;
  css: number;
  /** Script files. */
  files: number;
}

export interface BundleFigures {
  /** First loads: the entry, and the entry plus each lazily loaded page. Budgeted. */
  routes: RouteFigure[];
  /** Chunks loaded later on demand (dialogs, schemas), counted without what the entry already loaded. */
  onDemand: RouteFigure[];
  /** Themes whose template text was found in a client file (should be none). */
  templateLeaks: string[];
  /** Budget failures, as sentences. */
  failures: string[];
}

export function measureBundle(dist = DEFAULT_DIST): BundleFigures {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

  // Static imports only: a chunk's dynamic imports load later, on demand, and are measured as their own route.
  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  }

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entryChunks = closure(entryKey);
  const size = (keys: Iterable<string>) => {
    let js = 0;
    let css = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      js += gz(manifest[key]!.file);
      for (const c of manifest[key]!.css ?? []) cssFiles.add(c);
    }
    for (const c of cssFiles) css += gz(c);
    return { js, css, files: [...keys].filter((key) => manifest[key]!.file.endsWith('.js')).length };
  };

  // A route's first load: the entry (with everything it imports statically, which index.html preloads),
  // plus, for a page loaded lazily, that page's chunk and its static imports. Pages are app/pages/*; other
  // lazy chunks (dialogs, the validation schemas) load later, on demand, and are listed apart.
  const isPage = (key: string) => /(^|\/)app\/pages\//.test(manifest[key]!.src ?? key);
  const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
  const lazyPages = new Set(lazy.filter(([key]) => isPage(key)).map(([key]) => path.basename(key, '.tsx')));
  const pagesInEntry = fs.existsSync(PAGES_DIR)
    ? fs
        .readdirSync(PAGES_DIR)
        .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
        .map((f) => path.basename(f, '.tsx'))
        .filter((page) => !lazyPages.has(page))
    : [];
  const routes: RouteFigure[] = [
    {
      name: `entry${pagesInEntry.length ? ` (${pagesInEntry.join(', ')})` : ''}`,
      ...size(entryChunks),
    },
  ];
  for (const [key, chunk] of lazy.filter(([key]) => isPage(key))) {
    routes.push({ name: `+ ${chunk.src ?? key}`, ...size(new Set([...entryChunks, ...closure(key)])) });
  }
  const onDemand: RouteFigure[] = lazy
    .filter(([key]) => !isPage(key))
    .map(([key, chunk]) => {
      const own = [...closure(key)].filter((k) => !entryChunks.has(k));
      return { name: `${chunk.src ?? key} (on demand)`, ...size(own) };
    });

  // The story library must not be in any client file: look for a sentence from every theme.
  const allClient = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8'))
    .join('\n');
  const templateLeaks = LIBRARY_SOURCE.themes
    .filter((library) => {
      const probe = (library.scenes[0]?.text ?? '')
        .replace(/\{[^}]*\}|\[[^\]]*\]|<[^>]*>/g, '|')
        .split('|')
        .sort((a, b) => b.length - a.length)[0]!;
      return probe.trim().length >= 20 && allClient.includes(probe.trim().slice(0, 40));
    })
    .map((library) => library.theme);

  const failures: string[] = [];
  for (const r of routes) {
    if (r.js > JS_BUDGET) {
      failures.push(
        `Budget: ${r.name} loads ${(r.js / 1024).toFixed(1)} KB of JS gzipped (limit ${JS_BUDGET / 1024} KB)`,
      );
    }
    if (r.css > CSS_BUDGET) {
      failures.push(
        `Budget: ${r.name} loads ${(r.css / 1024).toFixed(1)} KB of CSS gzipped (limit ${CSS_BUDGET / 1024} KB)`,
      );
    }
    if (r.files > FILES_BUDGET) {
      failures.push(`Budget: ${r.name} loads ${r.files} script files (limit ${FILES_BUDGET})`);
    }
  }
  if (templateLeaks.length) {
    failures.push(
      `The story template library reached the client bundle (themes: ${templateLeaks.join(', ')})`,
    );
  }
  return { routes, onDemand, templateLeaks, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirFlag = process.argv.indexOf('--dir');
  const figures = measureBundle(dirFlag > 0 ? path.resolve(process.argv[dirFlag + 1]!) : DEFAULT_DIST);
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify({
        routes: figures.routes,
        onDemand: figures.onDemand,
        templateLeaks: figures.templateLeaks,
      }),
    );
  } else {
    console.log('first load (gzipped)                      JS KB    CSS KB   files');
    for (const r of [...figures.routes, ...figures.onDemand]) {
      console.log(
        `${r.name.padEnd(40)} ${(r.js / 1024).toFixed(1).padStart(7)} ${(r.css / 1024).toFixed(1).padStart(9)} ${String(r.files).padStart(7)}`,
      );
    }
  }
  for (const failure of figures.failures) console.error(failure);
  if (figures.failures.length) process.exit(1);
  console.log('Bundle checks passed: within budgets, no template text in the client.');
}
