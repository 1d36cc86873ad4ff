/**
 * Typed react-redux hooks for the whole app. The types are the store's (app/store.ts), which registers them
 * in `StoreTypes` by declaration merging: platform/ and features/ get them without importing app/
 * (docs/architecture.md, "Inside the web app").
 */
import { useDispatch, useSelector, useStore } from 'react-redux';

/** Filled in by app/store.ts: `state`, `dispatch` and `store`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging fills it
export interface StoreTypes {}

/**
 * The state as components see it (app/store.ts, `PageState`): the lazily loaded areas (planner, Verwaltung)
 * present, as a page reading them renders inside the StoreAreasGate that injected them. The store's own
 * `RootState` has them optional.
 */
export type PageState = StoreTypes['state'];
export type AppDispatch = StoreTypes['dispatch'];
export type AppStore = StoreTypes['store'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<PageState>();
export const useAppStore = useStore.withTypes<AppStore>();
