import { lazy, useState, type ComponentType } from 'react';
import { ROUTE_PAGES, routeOf, type RouteName } from '../../shared/routes';

/** What a page is given: /story/{id} its id; the others nothing. */
export interface PageProps {
  id?: string;
}

type PageModule = { default: ComponentType<PageProps> };

// Every page loads on demand (docs/performance.md, first load): the server names the page's code in the
// route's HTML (a modulepreload), so it downloads beside the app's, and main.tsx waits for it before the
// first render, which then draws the page at once instead of a loader.
const modules = import.meta.glob<PageModule>('./pages/*-page.tsx');

interface LazyPage {
  Page: ComponentType<PageProps>;
  preload: () => Promise<unknown>;
}

function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | null = null;
  let loaded: ComponentType<PageProps> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a later visit asks again
        throw error;
      },
    ));
  const Suspending = lazy(preload);
  function Page(props: PageProps) {
    // Chosen once per mount: swapping the suspending wrapper for the loaded page later would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return { Page, preload };
}

function pageModule(name: string): () => Promise<PageModule> {
  const load = modules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page module app/pages/${name}.tsx`);
  return load;
}

export const PAGES = Object.fromEntries(
  (Object.keys(ROUTE_PAGES) as RouteName[]).map((route) => [route, lazyPage(pageModule(ROUTE_PAGES[route]))]),
) as Record<RouteName, LazyPage>;

/** Loads the code of the page at this path (none for an unknown path); never rejects. */
export function preloadPage(pathname: string): Promise<void> {
  const route = routeOf(pathname);
  return route
    ? PAGES[route].preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
