/**
 * npm run bench: the performance figures of issue 9, measured side by side on this machine.
 *   - API: autocannon against the built app, each figure beside a bare node:http server answering the
 *     same bytes (bench/api.ts), on the embedded database and on PostgreSQL;
 *   - engine: stories per second per length (bench/engine.ts);
 *   - web: first-load JS and CSS per route (scripts/check-bundle.ts) and Lighthouse, mobile and desktop
 *     (bench/lighthouse.ts);
 *   - memory: the built server's resident memory on each database after first start, after a restart,
 *     after 1,000 stories and under load, median of runs, each with the load average (bench/memory.ts).
 * Writes bench/results.json and the table in docs/performance.md (between its bench markers).
 *
 * Options: --quick (2 s loads, 1 Lighthouse run, 1 memory run), --duration <s>, --runs <n> (Lighthouse, 5),
 * --skip api,engine,web,lighthouse,memory, --memory-runs <n>, --memory-load-seconds <s>,
 * --out <file> (instead of bench/results.json), --block <name> (the docs block to write, default latest),
 * --only <scenario keys>, --databases embedded,postgres, --log-level <pino level>, --no-docs,
 * --source <another checkout> (build and measure that one with this bench), --reports <dir> (keep every
 * Lighthouse report), --pages /,mobile:/auth (only these Lighthouse pages),
 * --baseline <another checkout> (build it too, and measure its API and memory in this run, each right
 * before this checkout's: the targets table shows both).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { measureBundle, type BundleFigures } from '../scripts/check-bundle.js';
import { benchApi, startBuiltApp, type DatabaseResult } from './api.js';
import { buildPrivateCopy, projectRoot, type BuiltApp } from './build.js';
import { benchEngine, type EngineFigure } from './engine.js';
import {
  guestVisitor,
  measurePage,
  type GuestSession,
  type LighthouseFigure,
  type Visitor,
} from './lighthouse.js';
import { CHROMIUM_PATH } from '../scripts/chromium.js';
import { benchMemory, type MemoryFigures, type StartServer } from './memory.js';
import { renderResults, replaceBlock } from './report.js';

export interface BenchResults {
  generatedAt: string;
  commit: string | null;
  /** Uncommitted changes were present in the tree when measured. */
  dirty: boolean;
  machine: { cpus: number; model: string; node: string; loadAverage: number[] };
  settings: { durationSec: number; lighthouseRuns: number; logLevel: string; memoryRuns?: number };
  api: DatabaseResult[];
  /** Resident memory per database (absent in results from before issue 19). */
  memory?: MemoryFigures[];
  engine: EngineFigure[];
  bundle: BundleFigures | null;
  lighthouse: LighthouseFigure[];
  notes: string[];
  /**
   * The same API and memory figures for another checkout (--baseline), measured in this run, each
   * scenario right before this checkout's: the "before" of the targets table.
   */
  baseline?: { source: string; api: DatabaseResult[]; memory: MemoryFigures[] };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const has = (name: string) => process.argv.includes(`--${name}`);
const log = (line: string) => console.log(`[bench] ${line}`);

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** A guest with one story, made through the API as the browser would. */
async function guestWithStory(base: string): Promise<{ guest: GuestSession; storyId: string }> {
  const res = await fetch(`${base}/api/guest/session`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST /api/guest/session: ${res.status}`);
  const session = (await res.json()) as { sessionId: string; expiresAt: string };
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('guest_session='));
  if (!cookie) throw new Error('POST /api/guest/session set no guest_session cookie');
  const secret = decodeURIComponent(cookie.slice('guest_session='.length).split(';')[0]!);
  const guest = { sessionId: session.sessionId, secret, expiresAt: new Date(session.expiresAt).getTime() };
  const story = await fetch(`${base}/api/stories`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `guest_session=${guest.secret}` },
    body: JSON.stringify({
      childName: 'Mia',
      animal: 'Bear',
      theme: 'Friendship',
      length: 'Medium',
      guestSessionId: guest.sessionId,
    }),
  });
  if (!story.ok) throw new Error(`POST /api/stories: ${story.status} ${await story.text()}`);
  return { guest, storyId: ((await story.json()) as { id: string }).id };
}

/**
 * A signed-in parent with a child's profile and a story shared with a link, made through the API: the
 * library, characters, account and plans pages have something to show, and the shared story a stranger's
 * view.
 */
async function parentWithSharedStory(base: string): Promise<{ parent: Visitor; sharedId: string }> {
  const username = `bench_parent_${Date.now().toString(36)}`;
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'bedtime-bench-password', email: `${username}@example.com` }),
  });
  if (!registered.ok) throw new Error(`POST /api/register: ${registered.status} ${await registered.text()}`);
  const sid = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sid='))!;
  const userId = ((await registered.json()) as { id: number }).id;
  const call = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: sid },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  await call('POST', '/api/character-profiles', { name: 'Mia', age: 5 });
  const story = await call('POST', '/api/stories', {
    childName: 'Mia',
    animal: 'Bear',
    theme: 'Friendship',
    length: 'Medium',
    userId,
  });
  await call('PATCH', `/api/stories/${story.id}`, { isPublic: true });
  const parent: Visitor = {
    cookies: [{ name: 'sid', value: sid.slice('sid='.length), expiresAt: Date.now() + 7 * 86_400_000 }],
    storage: { userId: String(userId) },
  };
  return { parent, sharedId: story.id };
}

async function benchLighthouse(
  built: BuiltApp,
  options: { runs: number; notes: string[]; reportDir?: string | undefined; only?: string[] | undefined },
): Promise<LighthouseFigure[]> {
  const { runs, notes, reportDir } = options;
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'moonlit-bench-web-'));
  const app = await startBuiltApp(built, { DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' });
  try {
    const { guest, storyId } = await guestWithStory(app.url);
    const { parent, sharedId } = await parentWithSharedStory(app.url);
    const asGuest = guestVisitor(guest);
    // Every page a parent opens (issue 33): the guest's first evening, then a signed-in parent's pages,
    // and a shared story opened by someone without an account.
    const pages: { page: string; name: string; visitor?: Visitor }[] = [
      { page: '/auth', name: '/auth' },
      { page: '/', name: '/', visitor: asGuest },
      { page: `/story/${storyId}`, name: '/story/{id}', visitor: asGuest },
      { page: '/library', name: '/library', visitor: parent },
      { page: '/characters', name: '/characters', visitor: parent },
      { page: '/account', name: '/account', visitor: parent },
      { page: '/subscription', name: '/subscription', visitor: parent },
      { page: `/story/${sharedId}`, name: '/story/{id} (shared)' },
    ];
    const figures: LighthouseFigure[] = [];
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const { page, name, visitor } of pages) {
        if (options.only && !options.only.includes(`${formFactor}:${name}`) && !options.only.includes(name)) {
          continue;
        }
        let figure: LighthouseFigure;
        try {
          figure = await measurePage(app.url, page, formFactor, runs, visitor, reportDir);
        } catch (error) {
          const why = app.exitedEarly() ?? (error as Error).message;
          notes.push(`Lighthouse ${formFactor} ${name} failed: ${why}`);
          log(`lighthouse ${formFactor} ${name} failed: ${why}`);
          if (app.exitedEarly()) return figures;
          continue;
        }
        log(
          `lighthouse ${formFactor} ${name}: performance ${figure.performance} (${figure.performanceRuns.join(', ')}), accessibility ${figure.accessibility}, best practices ${figure.bestPractices}, LCP ${figure.lcpMs} ms, TBT ${figure.tbtMs} ms, CLS ${figure.cls}`,
        );
        figures.push({ ...figure, page: name });
      }
    }
    return figures;
  } finally {
    await app.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const quick = has('quick');
  const durationSec = Number(arg('duration') ?? (quick ? 2 : 6));
  const lighthouseRuns = Number(arg('runs') ?? (quick ? 1 : 5));
  const memoryRuns = Number(arg('memory-runs') ?? (quick ? 1 : 3));
  const logLevel = arg('log-level') ?? 'info';
  const skip = new Set((arg('skip') ?? '').split(',').filter(Boolean));
  const started = performance.now();

  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirty: (git(['status', '--porcelain']) ?? '') !== '',
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    settings: { durationSec, lighthouseRuns, logLevel, memoryRuns },
    api: [],
    memory: [],
    engine: [],
    bundle: null,
    lighthouse: [],
    notes: [],
  };

  log('building the app into a private folder (vite build + tsc, as npm run build does)');
  const source = arg('source');
  if (source) results.notes.push(`Built from ${source}, not from this checkout.`);
  const built = buildPrivateCopy(log, source ? path.resolve(source) : undefined);
  const baselineSource = arg('baseline');
  const baseline = baselineSource ? buildPrivateCopy(log, path.resolve(baselineSource)) : null;
  if (baselineSource) results.baseline = { source: baselineSource, api: [], memory: [] };
  try {
    if (!skip.has('engine')) {
      log('engine: stories per second per length');
      results.engine = benchEngine();
      for (const f of results.engine) log(`engine ${f.length}: ${f.storiesPerSecond} stories/s`);
    }
    if (!skip.has('web')) {
      results.bundle = measureBundle(built.clientDir);
      for (const r of results.bundle.routes) {
        log(
          `bundle ${r.name}: ${(r.js / 1024).toFixed(1)} KB JS, ${(r.css / 1024).toFixed(1)} KB CSS (gzipped)`,
        );
      }
      for (const failure of results.bundle.failures) log(failure);
    }
    const databases = arg('databases')?.split(',') as ('embedded' | 'postgres')[] | undefined;
    if (!skip.has('api')) {
      for (const database of databases ?? (['embedded', 'postgres'] as const)) {
        const options = {
          durationSec,
          logLevel,
          scenarioKeys: arg('only')?.split(','),
          databases: [database],
        };
        if (baseline && results.baseline) {
          log(`api on ${database}: the baseline (${baselineSource}) first`);
          results.baseline.api.push(
            ...(await benchApi(baseline, { ...options, log: (l) => log(`baseline ${l}`) })),
          );
        }
        results.api.push(...(await benchApi(built, { ...options, log })));
      }
      for (const db of results.api) if (db.skipped) results.notes.push(db.skipped);
    }
    if (!skip.has('memory')) {
      log(`memory: resident size of the built server, median of ${memoryRuns}`);
      const starter =
        (app: BuiltApp): StartServer =>
        async (env) => {
          const running = await startBuiltApp(app, env, 180_000);
          return {
            pid: running.child.pid!,
            url: running.url,
            startupMs: running.startupMs,
            stop: () => running.stop(),
          };
        };
      const memoryOptions = {
        repeat: memoryRuns,
        loadSeconds: Number(arg('memory-load-seconds') ?? (quick ? 4 : 10)),
      };
      for (const database of databases ?? (['embedded', 'postgres'] as const)) {
        if (baseline && results.baseline) {
          results.baseline.memory.push(
            ...(await benchMemory({
              ...memoryOptions,
              start: starter(baseline),
              databases: [database],
              log: (l) => log(`baseline ${l}`),
            })),
          );
        }
        results.memory!.push(
          ...(await benchMemory({ ...memoryOptions, start: starter(built), databases: [database], log })),
        );
      }
      for (const m of results.memory!)
        if (m.skipped) results.notes.push(`Memory on ${m.database}: ${m.skipped}`);
    }
    if (!skip.has('lighthouse')) {
      if (fs.existsSync(CHROMIUM_PATH)) {
        results.lighthouse = await benchLighthouse(built, {
          runs: lighthouseRuns,
          notes: results.notes,
          reportDir: arg('reports'),
          only: arg('pages')?.split(','),
        });
      } else {
        results.notes.push('Lighthouse skipped: no Chromium at /usr/bin/chromium (set CHROMIUM_PATH).');
      }
    }
  } finally {
    built.remove();
    baseline?.remove();
  }

  results.machine.loadAverage = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const out = path.resolve(projectRoot, arg('out') ?? path.join('bench', 'results.json'));
  fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
  log(`wrote ${path.relative(projectRoot, out)}`);
  if (!has('no-docs')) {
    const doc = path.join(projectRoot, 'docs', 'performance.md');
    const current = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Performance\n';
    fs.writeFileSync(doc, replaceBlock(current, arg('block') ?? 'latest', renderResults(results)));
    log(`updated ${path.relative(projectRoot, doc)}`);
  }
  log(`done in ${Math.round((performance.now() - started) / 1000)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
