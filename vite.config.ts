import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { filesUnder } from './scripts/built-files.js';
import { pageFamilies } from './scripts/page-families.js';
import { serviceWorker } from './scripts/service-worker-plugin.js';

const outDir = path.resolve(import.meta.dirname, 'dist/client');

/** Writes .br and .gz beside each text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  // The folder actually built: `--outDir` (bench/build.ts builds into a private folder) wins over the default.
  let builtDir = outDir;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      builtDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(builtDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 512) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The chunks the entry imports statically are loaded before any lazy chunk can be asked for: listing them
 * again as a lazy chunk's preloads only adds their names to the entry. This learns them as the bundle is
 * written, for `modulePreload.resolveDependencies` below.
 */
const loadedWithEntry = new Set<string>();
function entryChunks(): Plugin {
  return {
    name: 'entry-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      loadedWithEntry.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (loadedWithEntry.has(file) || !chunk || chunk.type !== 'chunk') return;
        loadedWithEntry.add(file);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };
}

// Fewer files in each page's first load: what a family of pages shares goes into one chunk.
const families = pageFamilies({
  entry: path.resolve(import.meta.dirname, 'src/client/main.tsx'),
  pagesDir: path.resolve(import.meta.dirname, 'src/client/app/pages'),
});

const CHILD_PROFILE_MODULES = /\/src\/(shared\/looks|client\/lib\/api\/get-character-profiles)\.ts$/;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  // The service worker is written before precompress runs, so it is compressed like the rest.
  plugins: [
    react(),
    tailwindcss(),
    entryChunks(),
    families.plugin,
    serviceWorker(path.resolve(import.meta.dirname, 'src/client/service-worker.js')),
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser that runs this app supports modulepreload natively: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType !== 'js') return deps;
        // Nor does a lazy chunk need its own preload: import() asks for it at once (Vite's helper waits only
        // for CSS first, and the one lazy chunk with CSS, the print booklet, loads after the first paint).
        return deps.filter((dep) => dep !== file && !loadedWithEntry.has(dep));
      },
    },
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The child's looks load with the profiles list (the characters page, the story form): one
              // file, not one more name in every page's entry (docs/decisions/025-child-looks.md).
              name: (id, ctx) =>
                CHILD_PROFILE_MODULES.test(id) ? 'child-profiles' : families.chunkOf(id, ctx),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/readyz': 'http://127.0.0.1:3000',
      '/demo-checkout': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
});
