/**
 * Vite (Rolldown) chunking: fewer files in each page's first load.
 *
 * Rolldown gives each set of modules shared by a different set of chunks a chunk of its own, so the home
 * page's first load was a dozen files, several of a few hundred bytes (the allowance's helpers, the
 * catalogue, an icon). On a phone's connection each file costs a round trip more than its bytes:
 * Lighthouse's simulated phone put the first paint of / about 100 ms later for each file more
 * (docs/performance.md, first load). Here the pages are in families (PAGE_FAMILIES): what two or more pages
 * share beyond the entry, and the icons two of them name, go into one chunk per family (a module two
 * families share, into the first one's). What loads later on demand (dialogs, the reader, the validation
 * schemas) is split as before. `npm run check:bundle` holds every route to its budget.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** Pages (app/pages/{name}.tsx) whose shared modules load as one chunk, named after the family. */
export const PAGE_FAMILIES: Record<string, readonly string[]> = {
  'story-pages': ['home-page', 'story-page', 'library-page', 'characters-page'],
  'account-pages': [
    'auth-page',
    'account-page',
    'forgot-password-page',
    'reset-password-page',
    'subscription-page',
  ],
  'plan-pages': ['subscription-success-page', 'subscription-cancel-page'],
  'voice-pages': ['record-page'],
};

/** What Rolldown tells a chunk-naming function about a module. */
export interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/** The icons a module names from lucide-react, as lucide's file names (MoonStar: moon-star, Share2: share-2). */
export function iconsNamedIn(code: string | null): string[] {
  const names: string[] = [];
  for (const [, list] of (code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const name of list!.split(',')) {
      const icon = name.trim().split(/\s+as\s+/)[0]!;
      // A type (LucideIcon) is no icon.
      if (icon && !/^type\s/.test(icon))
        names.push(icon.replace(/(?<=[a-z0-9])([A-Z])|(?<=[a-zA-Z])([0-9])/g, '-$1$2').toLowerCase());
    }
  }
  return names;
}

const ICON = /\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.m?js$/;

/** Which family's chunk each module goes to (null: Rolldown's own splitting), learnt from the module graph. */
export function familyChunks(
  ctx: ChunkingContext,
  options: { entry: string; pagesDir: string; families?: Record<string, readonly string[]> },
): (id: string) => string | null {
  const { entry: entryFile, pagesDir, families = PAGE_FAMILIES } = options;
  // What a module reaches through imports (lucide-react's index names every icon: not followed).
  const reach = (from: string, seen = new Set<string>()) => {
    if (seen.has(from) || from.includes('/node_modules/lucide-react/')) return seen;
    seen.add(from);
    for (const imported of ctx.getModuleInfo(from)?.importedIds ?? []) reach(imported, seen);
    return seen;
  };
  const iconsOf = (modules: Set<string>) =>
    new Set([...modules].flatMap((module) => iconsNamedIn(ctx.getModuleInfo(module)?.code ?? null)));
  const entry = reach(entryFile);
  const entryIcons = iconsOf(entry);
  const reached = Object.entries(families).map(([family, pages]) => ({
    family,
    pages: pages.map((page) => reach(path.join(pagesDir, `${page}.tsx`))),
  }));
  const pagesReaching = new Map<string, number>();
  const pagesNaming = new Map<string, number>();
  for (const { pages } of reached) {
    for (const page of pages) {
      for (const module of page) pagesReaching.set(module, (pagesReaching.get(module) ?? 0) + 1);
      for (const icon of iconsOf(page)) pagesNaming.set(icon, (pagesNaming.get(icon) ?? 0) + 1);
    }
  }
  const moduleFamily = new Map<string, string>();
  const iconFamily = new Map<string, string>();
  for (const { family, pages } of reached) {
    for (const page of pages) {
      for (const module of page) {
        // The entry's modules load with it; a page's own modules stay in its chunk.
        if (entry.has(module) || module.startsWith(pagesDir) || pagesReaching.get(module)! < 2) continue;
        if (!moduleFamily.has(module)) moduleFamily.set(module, family);
      }
      // An icon one page alone names stays in that page's chunk, like its own modules: the family's other
      // pages do not load it.
      for (const icon of iconsOf(page)) {
        if (entryIcons.has(icon) || iconFamily.has(icon) || pagesNaming.get(icon)! < 2) continue;
        iconFamily.set(icon, family);
      }
    }
  }
  return (id) => {
    const icon = ICON.exec(id)?.[1];
    return (icon ? iconFamily.get(icon) : moduleFamily.get(id)) ?? null;
  };
}

/**
 * For vite.config.ts: `chunkOf` names the chunk of a module (a codeSplitting group's `name`), learning the
 * families once per build; `plugin` starts each build afresh.
 */
export function pageFamilies(options: { entry: string; pagesDir: string }): {
  plugin: Plugin;
  chunkOf: (id: string, ctx: ChunkingContext) => string | null;
} {
  let chunkOf: ((id: string) => string | null) | null = null;
  return {
    plugin: {
      name: 'page-families',
      apply: 'build',
      buildStart() {
        chunkOf = null;
      },
    },
    chunkOf: (id, ctx) => (chunkOf ??= familyChunks(ctx, options))(id),
  };
}
