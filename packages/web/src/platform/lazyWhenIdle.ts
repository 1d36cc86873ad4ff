/**
 * A component that loads on first use, like React.lazy, but whose chunk is also fetched once the browser is
 * idle after the page that may open it has painted (`preload`). So a dialog left out of a page's first load
 * (docs/architecture.md, "The planner's first load") opens at once on the first click, and still opens when
 * the network went away after the page came (offline editing, without a service worker's copy). A failed
 * fetch is forgotten, so the next try fetches again.
 */
import { lazy, type ComponentType } from 'react';

/** Runs `task` when the browser is idle; Safari has no requestIdleCallback and gets a short timeout. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5_000 });
  else window.setTimeout(task, 200);
}

export interface LazyWhenIdle<P> {
  Component: ComponentType<P>;
  /** Fetches the chunk when the browser is idle (once; call it from an effect of the page). */
  preload: () => void;
}

export function lazyWhenIdle<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyWhenIdle<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    Component: lazy(once),
    preload: () => whenIdle(() => void once().catch(() => undefined)),
  };
}
