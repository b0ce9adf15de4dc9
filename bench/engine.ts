/**
 * npm run bench:engine: stories per second for each length on one core.
 * Prints a table and returns the figures (bench/run.ts folds them into bench/results.json).
 */
import { COMPANIONS, LENGTHS, THEMES } from '../src/shared/catalogue.js';
import { generateStory } from '../src/story-engine/index.js';

export interface EngineFigure {
  length: string;
  storiesPerSecond: number;
  microsecondsPerStory: number;
}

export function benchEngine(durationMs = 1500): EngineFigure[] {
  const figures: EngineFigure[] = [];
  for (const { name: length } of LENGTHS) {
    // Warm up the JIT, then count whole stories in a fixed time.
    for (let i = 0; i < 200; i++) {
      generateStory({
        childName: 'Mia',
        companion: COMPANIONS[i % 20]!,
        theme: THEMES[i % 12]!,
        length,
        seed: i,
      });
    }
    let count = 0;
    const start = performance.now();
    while (performance.now() - start < durationMs) {
      generateStory({
        childName: 'Mia',
        companion: COMPANIONS[count % 20]!,
        theme: THEMES[count % 12]!,
        length,
        seed: count,
        profile: { gender: count % 2 ? 'Girl' : 'Boy', favoriteColor: 'blue', personality: ['Brave'] },
        customize: count % 3 === 0,
      });
      count++;
    }
    const seconds = (performance.now() - start) / 1000;
    figures.push({
      length,
      storiesPerSecond: Math.round(count / seconds),
      microsecondsPerStory: Math.round((seconds / count) * 1e6 * 10) / 10,
    });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = benchEngine();
  console.log('length   stories/s   µs/story');
  for (const f of figures) {
    console.log(
      `${f.length.padEnd(8)} ${String(f.storiesPerSecond).padStart(9)}   ${String(f.microsecondsPerStory).padStart(8)}`,
    );
  }
}
