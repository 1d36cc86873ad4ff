/**
 * A fake backend for the Einkauf tests: the test catalogue and recipes, plan weeks, and shopping lists
 * kept like the real controller keeps them (a new list starts at version 1, the same list again answers
 * the stored one, a save must carry the stored version).
 */
import type { PlanWeek, ShoppingList } from '@speiseplaner/shared';
import { TransportError, type Handlers } from '../../../test/fakeTransport';
import { plannerBackend } from '../../../test/testCatalogue';

export function shoppingBackend(
  options: { weeks?: PlanWeek[]; lists?: ShoppingList[]; extra?: Handlers } = {},
) {
  const weeks = new Map((options.weeks ?? []).map((w) => [w.id, w]));
  const lists = new Map((options.lists ?? []).map((l) => [l.id, l]));
  const transport = plannerBackend({
    extra: {
      'plan/listWeeks': (payload) => {
        const { from = '', to = '9999' } = payload;
        return { weeks: [...weeks.values()].filter((w) => w.id >= from && w.id <= to) };
      },
      'shoppingLists/list': () => ({
        shoppingLists: [...lists.values()].sort((a, b) => b.startDate.localeCompare(a.startDate)),
      }),
      'shoppingLists/fetch': (payload) => {
        const found = lists.get(payload.id);
        if (!found) throw new TransportError('not-found', 'Die Einkaufsliste gibt es nicht.');
        return { shoppingList: found };
      },
      'shoppingLists/new': (payload) => {
        const list = payload.shoppingList;
        const stored = lists.get(list.id);
        if (stored) return { shoppingList: stored };
        const created = { ...list, version: 1 };
        lists.set(list.id, created);
        return { shoppingList: created };
      },
      'shoppingLists/save': (payload) => {
        const list = payload.shoppingList;
        const current = lists.get(list.id);
        if (!current) throw new TransportError('not-found', 'Die Einkaufsliste gibt es nicht.');
        if (current.version !== list.version)
          throw new TransportError('failed-precondition', 'Die Einkaufsliste wurde inzwischen geändert.');
        const saved = { ...list, version: list.version + 1 };
        lists.set(list.id, saved);
        return { shoppingList: saved };
      },
      ...options.extra,
    },
  });
  return { transport, weeks, lists };
}
