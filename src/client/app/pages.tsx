import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { ROUTE_PAGES, routeOf, storyIdOf, type RouteName } from '../../shared/routes';
import { lazyWithPreload } from '../lib/lazy-with-preload';

/** What a page is given: /story/{id} its id; the others nothing. */
export interface PageProps {
  id?: string;
}

interface PageModule {
  default: ComponentType<PageProps>;
  /**
   * On a page load, the data the first screen shows (the story page: the story), asked for before the first
   * render, which then draws the page with it at once: one render instead of a skeleton and a second one.
   */
  prefetch?: (props: PageProps, queryClient: QueryClient) => Promise<unknown>;
}

// Every page loads on demand (docs/performance.md, first load): the server names the page's code in the
// route's HTML (a modulepreload), so it downloads beside the app's, and main.tsx waits for it before the
// first render, which then draws the page at once instead of a loader.
const modules = import.meta.glob<PageModule>('./pages/*-page.tsx');

interface LazyPage {
  Page: ComponentType<PageProps>;
  /** Loads the page's code; never rejects. */
  preload: () => Promise<PageModule | null>;
}

function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null;
  const page = lazyWithPreload<PageProps>(() =>
    load().then((module) => {
      loaded = module;
      return module;
    }),
  );
  return {
    Page: page.Component,
    preload: () =>
      page.preload().then(
        () => loaded,
        () => null,
      ),
  };
}

function pageModule(name: string): () => Promise<PageModule> {
  const load = modules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page module app/pages/${name}.tsx`);
  return load;
}

export const PAGES = Object.fromEntries(
  (Object.keys(ROUTE_PAGES) as RouteName[]).map((route) => [route, lazyPage(pageModule(ROUTE_PAGES[route]))]),
) as Record<RouteName, LazyPage>;

/** How long a page load waits for its first screen's data before drawing the page without it. */
export const PREFETCH_WAIT_MS = 1000;

/**
 * Loads the code of the page at this path (none for an unknown path) and, given the app's query client,
 * the data its first screen shows, waiting at most PREFETCH_WAIT_MS for that (the page shows its own
 * loading state after that, and the data lands when it comes). Never rejects.
 */
export async function preloadPage(pathname: string, queryClient?: QueryClient): Promise<void> {
  const route = routeOf(pathname);
  if (!route) return;
  const module = await PAGES[route].preload();
  if (!module?.prefetch || !queryClient) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    module.prefetch({ id: storyIdOf(pathname) ?? undefined }, queryClient).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, PREFETCH_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
