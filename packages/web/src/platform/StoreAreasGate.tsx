/**
 * Renders a page once its lazily loaded store areas (the planner's, the Verwaltung's) are in the store. The
 * route loads the areas with the page chunk and passes them in; the gate injects them after its first render (replacing the reducer
 * notifies subscribers, which must not happen while React renders) and shows the page from then on.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { useAppSelector, useAppStore } from './hooks';
import type { StoreAreas } from './storeAreas';

interface Props {
  areas: StoreAreas;
  children: ReactNode;
}

export default function StoreAreasGate({ areas, children }: Props) {
  const store = useAppStore();
  const ready = useAppSelector((state) => Object.keys(areas.reducers).every((key) => key in state));
  useLayoutEffect(() => store.injectAreas(areas), [store, areas]);
  return ready ? children : null;
}
