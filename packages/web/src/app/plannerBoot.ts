/**
 * The reads a planner page sends first, named exactly as its sagas send them, so the prefetched answers
 * (bootCalls.ts) are taken instead of sent again: the catalogue, the recipe list with its image names
 * and, on the Speiseplan, the shown week with the 3 before it (planSaga's ensureWeek). Loaded lazily: the
 * week rules come from shared, which the first load does not carry.
 */
import { isoWeekId, lookbackWeekIds } from '@speiseplaner/shared';
import { weekOfAddress } from '../features/weekEditor/weekOfAddress';
import type { BootCall } from '../platform/transport/2-bootCalls';

const CATALOGUE: BootCall = { type: 'ingredients/checkFetch', payload: {}, anyPayload: true };
const RECIPES: BootCall[] = [
  { type: 'recipes/list', payload: {} },
  { type: 'recipes/listImages', payload: {} },
];

export function plannerBootCalls(pathname: string, search: string, now: number): BootCall[] {
  switch (pathname) {
    case '/app/plan': {
      const week = weekOfAddress(new URLSearchParams(search).get('woche'), isoWeekId(now));
      const from = lookbackWeekIds(week)[0]!;
      return [CATALOGUE, ...RECIPES, { type: 'plan/listWeeks', payload: { from, to: week } }];
    }
    case '/app/rezepte':
    case '/statistik':
      return [CATALOGUE, ...RECIPES];
    case '/app/zutaten':
      return [CATALOGUE];
    default:
      return [];
  }
}
