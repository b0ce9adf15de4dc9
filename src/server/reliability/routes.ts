/**
 * Every route the app serves, read from the app itself (fastify's printRoutes), so the fuzzing and the
 * access matrix cover a route the day it is added, and a route without a matrix entry fails the test.
 */
import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface Route {
  method: Method;
  /** The route's pattern, e.g. /api/stories/:id */
  url: string;
}

export const routeKey = (route: Route) => `${route.method} ${route.url}`;

/**
 * Parses `printRoutes({ commonPrefix: false })`: a tree whose lines are `├── /segment (GET, HEAD)`,
 * four characters of indentation per level, each node's path continuing its parent's.
 */
export function listRoutes(app: FastifyInstance): Route[] {
  const text = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?\s*$/u.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method: method as Method, url });
    }
  }
  if (routes.length === 0) throw new Error(`could not read any route from printRoutes:\n${text}`);
  return routes;
}

/** The route's url with its `:params` filled from `values` (already encoded for a path). */
export function fillParams(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return value;
  });
}

export const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
