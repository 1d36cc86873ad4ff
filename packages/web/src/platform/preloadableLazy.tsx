/**
 * React.lazy that renders at once when its code was loaded before (`preload`). A lazy component whose
 * promise is already settled still suspends on its first render (a promise answers only in a later
 * microtask), and React shows what a Suspense boundary revealed after a fallback no sooner than 300 ms after
 * the latest fallback anywhere: the Speiseplan, whose code the planner boot had loaded, showed about 300 ms
 * late (docs/architecture.md, "Planner boot"). React.lazy takes any thenable, and one that hands the loaded
 * module over inside `then` lets it render without suspending. A failed preload is forgotten: the first
 * render loads again, and a failure there shows as React.lazy's does.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code; rendered after it is in, the component does not suspend. */
  preload: () => Promise<unknown>;
};

/** A thenable that calls back at once with its value (a promise would call back only in a microtask). */
const settled = <T,>(value: T): Promise<T> =>
  ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;

export function preloadableLazy<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  const remember = (module: Module<P>) => (loaded = module);
  const component = lazy(() => (loaded ? settled(loaded) : load().then(remember)));
  // The browser fetches a module once, so a preload beside the render's load costs nothing more.
  return Object.assign(component, { preload: () => load().then(remember) });
}
