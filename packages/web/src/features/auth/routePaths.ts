/**
 * The router as the auth saga sees it: the current path and every path a navigation goes to. The saga
 * reads it from the saga context (`routePaths`); main.tsx and the app tests build it from their router.
 */
export interface RoutePaths {
  current(): string;
  /** Calls the listener with the target path as soon as a navigation starts; returns unsubscribe. */
  subscribe(listener: (path: string) => void): () => void;
}

/** What routePaths needs of a react-router data router (createBrowserRouter, createMemoryRouter). */
interface RouterLike {
  state: { location: { pathname: string }; navigation: { location?: { pathname: string } } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

export function routerPaths(router: RouterLike): RoutePaths {
  return {
    current: () => router.state.location.pathname,
    // A lazy page is still loading while navigation.location names it: early enough to set the login
    // state before the page renders.
    subscribe: (listener) =>
      router.subscribe((state) => listener(state.navigation.location?.pathname ?? state.location.pathname)),
  };
}
