/**
 * The router as the auth saga sees it: the current path and every path a navigation goes to. The saga
 * reads it from the saga context (`routePaths`); main.tsx and the app tests build it with `observeHistory`
 * around the history their router uses.
 */
import type { HistoryRouterProps } from 'react-router';

type History = HistoryRouterProps['history'];

export interface RoutePaths {
  current(): string;
  /** The current query (`?woche=2026-W48`), for reads that depend on it (app/plannerBootSaga.ts). */
  search?(): string;
  /** Calls the listener with the target path as soon as a navigation happens; returns unsubscribe. */
  subscribe(listener: (path: string) => void): () => void;
}

/**
 * Wraps a history (created with `v5Compat: true`, so push/replace/back call its listener) so that every
 * navigation reaches the RoutePaths listeners first, before the router's own listener renders the new page:
 * early enough to set the login state before a page that needs it renders. A history takes one listener
 * only (the router's); the wrapper shares it.
 */
export function observeHistory(history: History): { history: History; routePaths: RoutePaths } {
  const listeners = new Set<(path: string) => void>();
  const observed: History = Object.create(history, {
    listen: {
      value: (routerListener: Parameters<History['listen']>[0]) =>
        history.listen((update) => {
          listeners.forEach((listener) => listener(update.location.pathname));
          routerListener(update);
        }),
    },
  });
  return {
    history: observed,
    routePaths: {
      current: () => history.location.pathname,
      search: () => history.location.search,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
  };
}
