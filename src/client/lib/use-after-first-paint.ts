import { useEffect, useState } from 'react';

/** Gives up waiting for the paint's report after this long (a tab in the background paints nothing). */
const PAINT_WAIT_MS = 1500;

let painted = false;
let firstPaint: Promise<void> | null = null;

/**
 * Resolves once the browser has reported the page's first contentful paint (a `paint` performance
 * entry, sent after the frame was shown; at once when it already was), or after PAINT_WAIT_MS.
 */
function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    const timer = setTimeout(done, PAINT_WAIT_MS);
    const finish = () => {
      clearTimeout(timer);
      done();
    };
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      // No paint reports: the frame after the next one has been painted.
      requestAnimationFrame(() => setTimeout(finish, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      finish();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}

/**
 * False until the browser has shown the page's first paint, then true. A page renders what follows its
 * first paint (a form below its heading, sections below the fold) only then, so their code is not even
 * asked for before the page shows (docs/performance.md, first load): the first paint waits for nothing
 * but what it draws. Once the page has painted, true from the start.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void whenFirstPainted().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
