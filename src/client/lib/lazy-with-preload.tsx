import { lazy, useState, type ComponentType } from 'react';

export interface LazyWithPreload<P> {
  /** Renders the loaded component, or suspends until it is loaded. */
  Component: ComponentType<P>;
  /** Starts loading (once; a failed load is asked for again next time) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy, plus a way to load the code before it is rendered, and without suspending when it already was.
 *
 * React.lazy suspends on its first render even when the code has arrived, and React holds back a Suspense
 * boundary's content for 300 ms after the last fallback it showed (so content does not pop in piece by
 * piece): a part that is loaded before the first render but shown through React.lazy would still come
 * 300 ms late. A component made here renders the loaded code directly when it is there at mount.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyWithPreload<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadModule = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a later render asks again
        throw error;
      },
    ));
  const Suspending = lazy(loadModule);
  function Component(props: P) {
    // Chosen once per mount: swapping the suspending wrapper for the loaded code later would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return { Component, preload: () => loadModule().then((module) => module.default) };
}
