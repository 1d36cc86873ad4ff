/**
 * The reads a planner page sends first, named exactly as its sagas send them, so the prefetched answers
 * (2-bootCalls.ts) are taken instead of sent again: the catalogue, the recipe list with its image names
 * and, on the Speiseplan, the shown week with the 3 before it (planSaga's ensureWeek). Each carries the
 * version of what the offline store holds (the sagas send the same, read from the same store), so on a
 * repeat visit an unchanged catalogue, list or week comes back as a few bytes (docs/architecture.md,
 * "Planner boot"). Loaded lazily: the week rules come from shared and the store from idb, which the first
 * load does not carry.
 */
import { isoWeekId, lookbackWeekIds, type PlanWeek } from '@speiseplaner/shared';
import { weekOfAddress } from '../features/weekEditor/weekOfAddress';
import { offlineStoreOf, readAnswer, readAnswerAhead, readWeeks } from '../platform/offline/offlineDb';
import type { BootCall } from '../platform/transport/2-bootCalls';

/** What the offline store holds for the boot calls: the versions the sagas will send, and the profile. */
export interface KeptForBoot {
  /** The kept `user/validate` answer action (features/auth/profileStore.ts), if any. */
  profile?: unknown;
  catalogueVersion?: number;
  listVersion?: string;
  /** The kept weeks of the Speiseplan's range with their versions. */
  weeks?: Record<string, number>;
}

const payloadOf = (answer: unknown): Record<string, unknown> | undefined => {
  const payload = (answer as { payload?: unknown } | undefined)?.payload;
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
};

/** The weeks the Speiseplan opens with: the shown one and the 3 before it. */
function planRange(search: string, now: number) {
  const week = weekOfAddress(new URLSearchParams(search).get('woche'), isoWeekId(now));
  return { from: lookbackWeekIds(week)[0]!, to: week, ids: lookbackWeekIds(week) };
}

/** Reads what the store of `uid` in `kitchenId` keeps for the page; nothing when there is no store. */
export async function keptForBoot(
  uid: string | undefined,
  kitchenId: string | undefined,
  pathname: string,
  search: string,
  now: number,
): Promise<KeptForBoot> {
  const store = offlineStoreOf(uid, kitchenId);
  if (!store) return {};
  const [profile, catalogue, list, weeks] = await Promise.all([
    readAnswer(store, 'user/validate'),
    // The page reads them again at once to show them: it takes these reads (offlineDb.ts, readAhead).
    readAnswerAhead(store, 'ingredients/checkFetch'),
    readAnswerAhead(store, 'recipes/list'),
    pathname === '/app/plan' ? readWeeks(store, planRange(search, now).ids) : undefined,
  ]);
  const catalogueVersion = payloadOf(catalogue)?.catalogueVersion;
  const listVersion = payloadOf(list)?.listVersion;
  return {
    profile,
    ...(typeof catalogueVersion === 'number' ? { catalogueVersion } : {}),
    ...(typeof listVersion === 'string' ? { listVersion } : {}),
    ...(weeks?.length
      ? { weeks: Object.fromEntries((weeks as PlanWeek[]).map((w) => [w.id, w.version])) }
      : {}),
  };
}

export function plannerBootCalls(
  pathname: string,
  search: string,
  now: number,
  kept: KeptForBoot = {},
): BootCall[] {
  const catalogue: BootCall = {
    type: 'ingredients/checkFetch',
    payload: kept.catalogueVersion === undefined ? {} : { catalogueVersion: kept.catalogueVersion },
  };
  const recipes: BootCall[] = [
    {
      type: 'recipes/list',
      payload: kept.listVersion === undefined ? {} : { listVersion: kept.listVersion },
    },
    { type: 'recipes/listImages', payload: {} },
  ];
  switch (pathname) {
    case '/app/plan': {
      const { from, to } = planRange(search, now);
      const payload = kept.weeks ? { from, to, known: kept.weeks } : { from, to };
      return [catalogue, ...recipes, { type: 'plan/listWeeks', payload }];
    }
    case '/app/rezepte':
    case '/statistik':
      return [catalogue, ...recipes];
    case '/app/zutaten':
      return [catalogue];
    default:
      return [];
  }
}
