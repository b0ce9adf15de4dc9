/**
 * Renders bench results as Markdown for docs/performance.md, and swaps a named block of that file:
 * `<!-- bench:NAME:start -->` ... `<!-- bench:NAME:end -->` (appended when missing).
 * `tsx bench/report.ts <results.json> <block>` renders a saved result into a block (e.g. the figures
 * from before a change).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MemoryFigures, MemoryReading, MemoryRun } from './memory.js';
import type { BenchResults } from './run.js';
import { CSS_BUDGET, JS_BUDGET } from '../scripts/check-bundle.js';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

type Database = 'embedded' | 'postgres';
type ApiFigures = BenchResults['api'];

const scenarioOf = (api: ApiFigures, database: Database, key: string) =>
  api.find((d) => d.database === database && !d.skipped)?.scenarios.find((s) => s.key === key);

/** Issue 33's targets for a host: each figure beside its target, and the baseline's when measured. */
export function renderTargets(r: BenchResults): string[] {
  const cpuMs = (api: ApiFigures, database: Database, key: string) => {
    const s = scenarioOf(api, database, key);
    return s ? s.app.cpuUsPerRequest / 1000 : null;
  };
  const ratio = (api: ApiFigures, database: Database, key: string) =>
    scenarioOf(api, database, key)?.ratio ?? null;
  const memory = (figures: MemoryFigures[] | undefined, moment: 'firstStart' | 'after1000Stories') =>
    figures?.find((m) => m.database === 'embedded')?.median?.[moment].mb ?? null;
  const rows: {
    name: string;
    target: string;
    met: (v: number) => boolean;
    get: (x: 'now' | 'before') => number | null;
    show: (v: number) => string;
  }[] = [];
  const api = (x: 'now' | 'before') => (x === 'now' ? r.api : (r.baseline?.api ?? []));
  const mem = (x: 'now' | 'before') => (x === 'now' ? r.memory : r.baseline?.memory);
  const mb = (v: number) => `${Math.round(v)} MB`;
  const msCpu = (v: number) => `${v.toFixed(2)} ms`;
  rows.push(
    {
      name: 'Embedded, resident after the first start',
      target: '≤ 200 MB',
      met: (v) => v <= 200,
      get: (x) => memory(mem(x), 'firstStart'),
      show: mb,
    },
    {
      name: 'Embedded, resident after 1,000 stories',
      target: '≤ 200 MB',
      met: (v) => v <= 200,
      get: (x) => memory(mem(x), 'after1000Stories'),
      show: mb,
    },
    {
      name: 'Story creation, server CPU, embedded',
      target: '≤ 4 ms',
      met: (v) => v <= 4,
      get: (x) => cpuMs(api(x), 'embedded', 'create-story'),
      show: msCpu,
    },
    {
      name: 'Story creation, server CPU, PostgreSQL',
      target: '≤ 4 ms',
      met: (v) => v <= 4,
      get: (x) => cpuMs(api(x), 'postgres', 'create-story'),
      show: msCpu,
    },
    {
      name: "Owner's read, server CPU, embedded",
      target: '≤ 1 ms',
      met: (v) => v <= 1,
      get: (x) => cpuMs(api(x), 'embedded', 'owner-story'),
      show: msCpu,
    },
    {
      name: 'Shared read ÷ bare server, embedded',
      target: '≥ 0.8',
      met: (v) => v >= 0.8,
      get: (x) => ratio(api(x), 'embedded', 'shared-story'),
      show: (v) => v.toFixed(2),
    },
    {
      name: 'Shared read ÷ bare server, PostgreSQL',
      target: '≥ 0.8',
      met: (v) => v >= 0.8,
      get: (x) => ratio(api(x), 'postgres', 'shared-story'),
      show: (v) => v.toFixed(2),
    },
  );
  const lines = [
    `**Targets** (issue 33)${r.baseline ? `; "before" is ${r.baseline.source} built and measured in this run, each figure right before this checkout's` : ''}.`,
    '',
    '| Figure | Target | Before | Now | Met |',
    '| --- | --- | ---: | ---: | :---: |',
  ];
  for (const row of rows) {
    const now = row.get('now');
    if (now === null) continue;
    const before = r.baseline ? row.get('before') : null;
    lines.push(
      `| ${row.name} | ${row.target} | ${before === null ? '–' : row.show(before)} | **${row.show(now)}** | ${row.met(now) ? 'yes' : 'no'} |`,
    );
  }
  for (const l of r.lighthouse.filter((f) => f.formFactor === 'mobile')) {
    lines.push(
      `| Lighthouse mobile, ${l.page} | ≥ 98 | – | **${l.performance}** | ${l.performance >= 98 ? 'yes' : 'no'} |`,
    );
  }
  return lines;
}

export function renderResults(r: BenchResults): string {
  const lines: string[] = [...renderTargets(r), ''];
  const when = r.generatedAt.replace('T', ' ').slice(0, 16);
  lines.push(
    `Measured ${when} UTC on ${r.machine.cpus} × ${r.machine.model}, Node ${r.machine.node}, load average ` +
      `${r.machine.loadAverage.join(' / ')} at the end (the machine is shared), commit ${r.commit ?? '?'}` +
      `${r.dirty ? ' with uncommitted changes' : ''}.` +
      (r.api.some((d) => !d.skipped)
        ? ` Loads of ${r.settings.durationSec} s each; app log level \`${r.settings.logLevel}\`.`
        : '') +
      (r.lighthouse.length ? ` Lighthouse median of ${r.settings.lighthouseRuns}.` : '') +
      (r.memory?.some((m) => m.median) ? ` Memory median of ${r.settings.memoryRuns ?? 1}.` : ''),
  );
  const measured = r.api.filter((d) => !d.skipped);
  if (measured.length) {
    lines.push(
      '',
      '**API.** Ratio = app req/s ÷ bare `node:http` req/s answering the same bytes, measured back to back. ' +
        "CPU µs/req = the server process's CPU time per answer (steadier than req/s on a shared machine).",
      '',
      '| Scenario | Database | Conns | App req/s | p50 ms | p99 ms | Bare req/s | **Ratio** | App CPU µs/req | Bare CPU µs/req |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const db of measured) {
      for (const s of db.scenarios) {
        const flag = s.app.unexpected ? ` (${s.app.unexpected} unexpected answers)` : '';
        lines.push(
          `| ${s.name}${flag} | ${db.database === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'} | ${s.connections} | ` +
            `${s.app.rps} | ${ms(s.app.p50)} | ${ms(s.app.p99)} | ${s.bare.rps} | **${s.ratio.toFixed(3)}** | ` +
            `${s.app.cpuUsPerRequest} | ${s.bare.cpuUsPerRequest} |`,
        );
      }
    }
    lines.push(
      '',
      measured
        .map(
          (db) =>
            `${db.database === 'embedded' ? 'Embedded' : 'PostgreSQL'}: ready ${db.startupMs} ms after spawn on a new database; ` +
            `${db.rssMb ?? '?'} MB resident after the runs.`,
        )
        .join(' '),
    );
  }
  for (const db of r.api.filter((d) => d.skipped)) lines.push('', `PostgreSQL skipped: ${db.skipped}`);

  const memory = (r.memory ?? []).filter((m) => m.median);
  if (memory.length) lines.push('', ...renderMemory(memory));

  if (r.engine.length) {
    lines.push(
      '',
      '**Story engine** (one core).',
      '',
      '| Length | Stories/s | µs/story |',
      '| --- | ---: | ---: |',
    );
    for (const e of r.engine)
      lines.push(`| ${e.length} | ${e.storiesPerSecond} | ${e.microsecondsPerStory} |`);
  }

  if (r.bundle) {
    lines.push(
      '',
      `**First load per route** (gzipped; budgets ${JS_BUDGET / 1024} KB JS, ${CSS_BUDGET / 1024} KB CSS). Every page loads its chunk and what it imports beside the entry.`,
      '',
      '| Route | JS KB | CSS KB |',
      '| --- | ---: | ---: |',
    );
    for (const route of r.bundle.routes) lines.push(`| ${route.name} | ${kb(route.js)} | ${kb(route.css)} |`);
    for (const chunk of r.bundle.onDemand ?? [])
      lines.push(`| ${chunk.name}, its own bytes | ${kb(chunk.js)} | ${kb(chunk.css)} |`);
    lines.push(
      '',
      r.bundle.failures.length
        ? `Over budget: ${r.bundle.failures.map((f) => f.replace(/^Budget: /, '')).join('; ')}.`
        : 'Within budgets; no story template text in the client.',
    );
  }

  if (r.lighthouse.length) {
    lines.push(
      '',
      `**Lighthouse** (Chromium ${'/usr/bin/chromium'}, median of ${r.settings.lighthouseRuns}; each run's performance score in brackets).`,
      '',
      '| Page | Form factor | Performance | Accessibility | Best practices | FCP ms | LCP ms | TBT ms | CLS | Load (before → after) |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const l of r.lighthouse) {
      lines.push(
        `| ${l.page} | ${l.formFactor} | ${l.performance} (${l.performanceRuns.join(', ')}) | ${l.accessibility} | ` +
          `${l.bestPractices} | ${l.fcpMs} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ` +
          `${l.loadAverage ? `${l.loadAverage[0]} → ${l.loadAverage[1]}` : '?'} |`,
      );
    }
    const failed = r.lighthouse.filter((l) => l.failedAudits.length);
    if (failed.length) {
      lines.push('');
      for (const l of failed) lines.push(`- ${l.page} ${l.formFactor}: ${l.failedAudits.join(', ')}`);
    }
    const lcp = [
      ...new Set(
        r.lighthouse.filter((l) => l.formFactor === 'mobile').map((l) => `${l.page}: ${l.lcpElement ?? '?'}`),
      ),
    ];
    lines.push('', `LCP elements (mobile): ${lcp.join('; ')}.`);
  }
  if (r.notes.length) lines.push('', ...r.notes.map((n) => `Note: ${n}`));
  return lines.join('\n');
}

const MEMORY_ROWS: { key: keyof MemoryRun; name: string }[] = [
  { key: 'firstStart', name: 'Idle after the first start (new database)' },
  { key: 'restart', name: 'Idle after a restart' },
  { key: 'after1000Stories', name: 'Idle after 1,000 stories' },
  { key: 'underLoadPeak', name: 'Under load (peak)' },
  { key: 'afterLoad', name: 'Idle after the load' },
];

function renderMemory(memory: MemoryFigures[]): string[] {
  const label = (m: MemoryFigures) => (m.database === 'embedded' ? 'Embedded (PGlite)' : 'PostgreSQL');
  const runs = memory[0]!.runs.length;
  const lines = [
    `**Resident memory** of the server process (VmRSS, MB; median of ${runs} run${runs === 1 ? '' : 's'}, each run's figure in ` +
      "brackets; the machine's 1-minute load average when read after the slash). Load: 16 workers creating " +
      'stories, reading them and listing the library.',
    '',
    `| Moment | ${memory.map((m) => `${label(m)} MB / load`).join(' | ')} |`,
    `| --- | ${memory.map(() => '---:').join(' | ')} |`,
  ];
  for (const row of MEMORY_ROWS) {
    const cells = memory.map((m) => {
      const med = m.median![row.key] as MemoryReading;
      const each = m.runs.map((run) => (run[row.key] as MemoryReading).mb);
      return `**${Math.round(med.mb)}**${each.length > 1 ? ` (${each.join(', ')})` : ''} / ${med.load}`;
    });
    lines.push(`| ${row.name} | ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    memory
      .map(
        (m) =>
          `${label(m)}: ready ${Math.round(m.median!.firstStartMs)} ms after spawn on a new database, ` +
          `${Math.round(m.median!.restartMs)} ms on a restart; ${Math.round(m.median!.loadRequests)} requests under load, ` +
          `${m.median!.loadFailures} not answered as expected.`,
      )
      .join(' '),
  );
  return lines;
}

export function replaceBlock(doc: string, name: string, content: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n\n${content}\n\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from >= 0 && to > from) return doc.slice(0, from) + block + doc.slice(to + end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, name] = process.argv.slice(2);
  if (!file || !name) {
    console.error('usage: tsx bench/report.ts <results.json> <block name>');
    process.exit(2);
  }
  const results = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResults;
  const doc = path.resolve(import.meta.dirname, '../docs/performance.md');
  const current = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Performance\n';
  fs.writeFileSync(doc, replaceBlock(current, name, renderResults(results)));
}
