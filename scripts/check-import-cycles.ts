/**
 * Fails when modules under src/ import each other in a circle (docs/architecture.md: no two modules import
 * each other). eslint-plugin-import's `no-cycle` would do it, but it is not a dependency: this small check
 * stands in for it.
 * Follows relative imports, static and dynamic (`import('./x')`), including `import type`: a circle of
 * types still says two modules should be one, or share a third. Run by `npm run lint`.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../src');
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `./x.js` in a TypeScript file names `./x.ts`; `./x` names `./x.ts(x)` or `./x/index.ts(x)`. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.js`, `${stem}.mjs`];
  candidates.push(path.join(base, 'index.ts'), path.join(base, 'index.tsx'));
  return candidates.find((file) => SOURCE.test(file) && fs.existsSync(file) && fs.statSync(file).isFile());
}

export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].flatMap((match) => resolve(file, match[1]!) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle, each reported once (depth-first search; a back edge closes a circle). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const cycles = findCycles(importGraph(sourceFiles(ROOT)));
if (cycles.length > 0) {
  console.error(`Import cycles under src/ (${cycles.length}):`);
  for (const cycle of cycles)
    console.error(`  ${cycle.map((file) => path.relative(ROOT, file)).join(' -> ')}`);
  process.exit(1);
}
console.log('No import cycles under src/.');
