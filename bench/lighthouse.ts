/**
 * Lighthouse on the built app, Debian's Chromium (never a downloaded browser), median of N runs per page
 * and form factor.
 *
 * The guarded pages (/ and /story/{id}) need a guest session: the `guest_session` cookie and
 * localStorage.guestSession. Each run launches a fresh Chromium (chrome-launcher: a new, empty profile, so a
 * cold HTTP cache), connects puppeteer-core to it, sets the cookie through the DevTools protocol and the
 * localStorage entry with a script that runs before the page's own, then hands that page to Lighthouse with
 * `disableStorageReset` (else Lighthouse would wipe both before loading). Nothing of the app is loaded
 * before the measured navigation, so nothing is cached that a first visit would not have.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.js';

export interface GuestSession {
  sessionId: string;
  /** The `guest_session` cookie's secret (the id only names the session). */
  secret: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * Who opens the page: the cookies the browser holds (set through the DevTools protocol) and what the app
 * keeps in localStorage (set by a script that runs before the page's own). A guest has `guest_session` and
 * `guestSession`; a signed-in parent `sid` and `userId`.
 */
export interface Visitor {
  cookies: { name: string; value: string; expiresAt: number }[];
  storage: Record<string, string>;
}

export const guestVisitor = (guest: GuestSession): Visitor => ({
  cookies: [{ name: 'guest_session', value: guest.secret, expiresAt: guest.expiresAt }],
  storage: { guestSession: JSON.stringify({ sessionId: guest.sessionId, expiresAt: guest.expiresAt }) },
});

export interface LighthouseFigure {
  page: string;
  formFactor: 'mobile' | 'desktop';
  runs: number;
  /** Medians of the runs, scores 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each run's performance score, to show the spread. */
  performanceRuns: number[];
  /** Accessibility and best-practices audits that did not pass (in any run). */
  failedAudits: string[];
  /** The largest contentful paint element of the last run, as Lighthouse names it. */
  lcpElement: string | null;
  /** The machine's 1-minute load average before the first run and after the last (it is shared). */
  loadAverage?: [number, number];
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failed: string[];
  lcpElement: string | null;
}

function figuresOf(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failed: string[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failed.push(`${category}: ${ref.id}`);
    }
  }
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    failed,
    lcpElement: node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"` : null,
  };
}

async function runOnce(
  url: string,
  formFactor: 'mobile' | 'desktop',
  visitor?: Visitor,
  reportFile?: string,
): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const page = await browser.newPage();
      if (visitor) {
        const origin = new URL(url).origin;
        const cdp = await page.createCDPSession();
        for (const cookie of visitor.cookies) {
          await cdp.send('Network.setCookie', {
            name: cookie.name,
            value: cookie.value,
            url: origin,
            path: '/',
            httpOnly: true,
            sameSite: 'Lax',
            expires: Math.floor(cookie.expiresAt / 1000),
          });
        }
        await cdp.detach();
        const sets = Object.entries(visitor.storage)
          .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
          .join(' ');
        // about:blank has no storage: only the app's own documents get the entries.
        await page.evaluateOnNewDocument(`if (location.origin === ${JSON.stringify(origin)}) { ${sets} }`);
      }
      const flags: Flags = {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: visitor !== undefined,
      };
      const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
      const result = await lighthouse(url, flags, config, page as never);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
      return figuresOf(result.lhr);
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/** Lighthouse on a loaded machine now and then fails to record a trace (NO_NAVSTART...): try again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function measurePage(
  base: string,
  page: string,
  formFactor: 'mobile' | 'desktop',
  runs: number,
  visitor?: Visitor,
  /** A folder to keep each run's full report in (JSON, open it at googlechrome.github.io/lighthouse/viewer). */
  reportDir?: string,
): Promise<LighthouseFigure> {
  const all: RunFigures[] = [];
  const loadBefore = Math.round(os.loadavg()[0]! * 100) / 100;
  const slug = `${formFactor}${page.replace(/\/story\/.*/, '/story').replace(/\W+/g, '-')}`.replace(/-$/, '');
  for (let i = 0; i < runs; i++) {
    const file = reportDir ? path.join(reportDir, `${slug}-${i + 1}.json`) : undefined;
    all.push(await withRetries(() => runOnce(`${base}${page}`, formFactor, visitor, file)));
  }
  const m = (key: keyof Omit<RunFigures, 'failed' | 'lcpElement'>) => median(all.map((r) => r[key]));
  return {
    page,
    formFactor,
    runs,
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    performanceRuns: all.map((r) => r.performance),
    failedAudits: [...new Set(all.flatMap((r) => r.failed))],
    lcpElement: all.at(-1)?.lcpElement ?? null,
    loadAverage: [loadBefore, Math.round(os.loadavg()[0]! * 100) / 100],
  };
}
