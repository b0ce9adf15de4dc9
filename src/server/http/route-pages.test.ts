import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from '../../shared/routes.js';

// client-assets.ts preloads a route's page by this table, and the client's router loads it by the same.
describe('route pages', () => {
  it('gives every route a page module, and every page module a route', () => {
    const dir = path.resolve(import.meta.dirname, '../../client/app/pages');
    const files = fs
      .readdirSync(dir)
      .filter((f) => /-page\.tsx$/.test(f))
      .map((f) => f.replace(/\.tsx$/, ''))
      .sort();
    expect([...Object.values(ROUTE_PAGES)].sort()).toEqual(files);
    for (const page of files) {
      expect(fs.readFileSync(path.join(dir, `${page}.tsx`), 'utf8'), page).toMatch(/export default function/);
    }
  });
});
