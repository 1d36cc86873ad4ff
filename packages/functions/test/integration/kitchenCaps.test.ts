/**
 * Per-kitchen caps (#17, shared quotas/kitchenCaps.ts): a kitchen or a guest at its cap of weeks, shopping
 * lists or own recipes is refused with resource-exhausted and a German message, nothing is written, and
 * what it stored keeps working. The recipe list stays inside one Firestore document.
 */
import {
  DOCUMENT_HEADROOM,
  FIRESTORE_DOCUMENT_LIMIT,
  firestoreSizeOf,
  GUEST_CAPS,
  KITCHEN_CAPS,
  kitchenCapMessage,
  RECIPE_LIST_FULL_MESSAGE,
} from '@speiseplaner/shared';
import { PATHS } from '../../src/lib/paths';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe, shoppingList, week } from '../helpers/fixtures';
import { createKitchen, testDb } from '../helpers/kitchens';

beforeAll(seedCatalogue);

/** A guest: what Auth puts in the token of an anonymous sign-in. */
async function createGuest(): Promise<Kitchen> {
  const kitchen = await createKitchen({ name: 'Gast' });
  return { uid: kitchen.uid, token: { firebase: { sign_in_provider: 'anonymous' } } };
}

/** Writes `count` documents straight into a collection, 500 per batch (Firestore's batch limit). */
async function fill(collection: string, count: number, data: (i: number) => Record<string, unknown>) {
  for (let start = 0; start < count; start += 500) {
    const batch = testDb().batch();
    for (let i = start; i < Math.min(count, start + 500); i += 1) {
      batch.set(testDb().doc(`${collection}/f${i}`), data(i));
    }
    await batch.commit();
  }
}

const weekIdOf = (i: number) => `${2030 + Math.floor(i / 52)}-W${String((i % 52) + 1).padStart(2, '0')}`;

describe('per-kitchen caps', () => {
  it('refuses a kitchen’s new week past the cap of stored weeks, and still saves the stored ones', async () => {
    const kitchen = await createKitchen();
    const cap = KITCHEN_CAPS.weeks;
    await fill(PATHS.planWeeks(kitchen.uid), cap - 1, (i) => ({
      ...week(`1999-W${(i % 52) + 1}`),
      version: 1,
    }));
    // The cap-th week is still created …
    await call('plan/saveNewWeek', { week: week('2027-W10') }, kitchen);
    // … the next one is refused, and nothing is written.
    expect(await refusal('plan/saveNewWeek', { week: week('2027-W11') }, kitchen)).toEqual({
      code: 'resource-exhausted',
      message: kitchenCapMessage('weeks', false),
    });
    expect((await testDb().doc(PATHS.planWeek(kitchen.uid, '2027-W11')).get()).exists).toBe(false);
    expect((await testDb().collection(PATHS.planWeeks(kitchen.uid)).count().get()).data().count).toBe(cap);
    // A stored week is still saved; asking for it again answers it (no new week).
    expect((await call('plan/saveWeek', { week: week('2027-W10', [], 1) }, kitchen)).type).toBe(
      'plan/saveWeek/answer',
    );
    expect((await call('plan/saveNewWeek', { week: week('2027-W10') }, kitchen)).type).toBe(
      'plan/saveNewWeek/answer',
    );
    expect(kitchenCapMessage('weeks', false)).toBe(
      'Ihre Küche hat die Höchstzahl von 1.500 geplanten Wochen erreicht. Bitte wenden Sie sich an uns, wenn Sie mehr brauchen.',
    );
  });

  it('gives guests smaller caps, with a message that suggests an account', async () => {
    const guest = await createGuest();
    await fill(PATHS.planWeeks(guest.uid), GUEST_CAPS.weeks, (i) => ({ ...week(weekIdOf(i)), version: 1 }));
    expect(await refusal('plan/saveNewWeek', { week: week('2027-W12') }, guest)).toEqual({
      code: 'resource-exhausted',
      message: `Als Gast können Sie höchstens ${GUEST_CAPS.weeks} geplanten Wochen speichern. Bitte legen Sie ein Konto an, um weiterzuplanen.`,
    });
    // The same number of weeks is far from a kitchen's cap.
    const kitchen = await createKitchen();
    await fill(PATHS.planWeeks(kitchen.uid), GUEST_CAPS.weeks, (i) => ({ ...week(weekIdOf(i)), version: 1 }));
    expect((await call('plan/saveNewWeek', { week: week('2027-W12') }, kitchen)).type).toBe(
      'plan/saveNewWeek/answer',
    );
  });

  it('refuses a new shopping list past the cap and writes nothing', async () => {
    const guest = await createGuest();
    await fill(PATHS.shoppingLists(guest.uid), GUEST_CAPS.shoppingLists, (i) => ({
      ...shoppingList(`liste-${i}`),
      version: 1,
    }));
    expect(await refusal('shoppingLists/new', { shoppingList: shoppingList('eine-zu-viel') }, guest)).toEqual(
      {
        code: 'resource-exhausted',
        message: kitchenCapMessage('shoppingLists', true),
      },
    );
    expect((await testDb().doc(PATHS.shoppingList(guest.uid, 'eine-zu-viel')).get()).exists).toBe(false);
  });

  it('refuses a new own recipe past the cap, but saves changes to the stored ones', async () => {
    const kitchen = await createKitchen();
    await call('recipes/save', { recipe: recipe('karottensuppe') }, kitchen);
    const summaryRef = testDb().doc(PATHS.ownRecipeSummary(kitchen.uid));
    const { items, version } = (await summaryRef.get()).data() as {
      items: { slug: string }[];
      version: number;
    };
    const filler = Array.from({ length: KITCHEN_CAPS.recipes - 1 }, (_, i) => ({
      ...items[0]!,
      slug: `a-rezept-${i}`,
      name: `Rezept ${i}`,
    }));
    await summaryRef.set({ items: [...filler, ...items], version });

    expect(await refusal('recipes/save', { recipe: recipe('eins-zu-viel') }, kitchen)).toEqual({
      code: 'resource-exhausted',
      message: kitchenCapMessage('recipes', false),
    });
    expect((await testDb().doc(PATHS.ownRecipe(kitchen.uid, 'eins-zu-viel')).get()).exists).toBe(false);
    const changed = await call<{ recipe: { version: number } }>(
      'recipes/save',
      { recipe: recipe('karottensuppe', { name: 'Karottensuppe mit Ingwer', version: 1 }) },
      kitchen,
    );
    expect(changed.payload.recipe.version).toBe(2);
  });

  it('keeps the recipe list inside one document: a save that would pass 1 MiB is refused', async () => {
    const kitchen = await createKitchen();
    await call('recipes/save', { recipe: recipe('karottensuppe') }, kitchen);
    const summaryRef = testDb().doc(PATHS.ownRecipeSummary(kitchen.uid));
    const { items, version } = (await summaryRef.get()).data() as { items: object[]; version: number };
    // Filler entries of about 1 kB up to just below what fitsInDocument allows (the limit less its
    // headroom): the gap left is smaller than one filler, and the new recipe's entry is larger than one.
    const filler = (i: number) => ({
      ...items[0]!,
      slug: `b-${String(i).padStart(4, '0')}`,
      name: 'N'.repeat(60),
      tags: Array.from({ length: 20 }, (_, t) => `${'t'.repeat(37)}${String(t).padStart(3, '0')}`),
    });
    const fillerSize = firestoreSizeOf(filler(0));
    const threshold = FIRESTORE_DOCUMENT_LIMIT - DOCUMENT_HEADROOM;
    let total = firestoreSizeOf({ items, version });
    const fillers: object[] = [];
    while (total + fillerSize <= threshold) {
      fillers.push(filler(fillers.length));
      total += fillerSize;
    }
    expect(fillers.length).toBeLessThan(KITCHEN_CAPS.recipes);
    await summaryRef.set({ items: [...fillers, ...items], version });

    const longRecipe = recipe('lange-liste', {
      name: 'L'.repeat(120),
      tags: Array.from({ length: 20 }, (_, t) => `${'l'.repeat(37)}${String(t).padStart(3, '0')}`),
      ingredients: ['karotte', 'linsen', 'kartoffel'].map((slug) => ({ slug, amount: 500 })),
    });
    // Its list entry as stored: with the author and the changedBy stamp the backend sets, as the fillers have.
    const { method: _method, ...sentEntry } = longRecipe;
    const stamped = items[0] as { author?: string; changedBy?: object };
    const longEntry = { ...sentEntry, author: stamped.author, changedBy: stamped.changedBy };
    expect(firestoreSizeOf(longEntry)).toBeGreaterThan(fillerSize);
    expect(await refusal('recipes/save', { recipe: longRecipe }, kitchen)).toEqual({
      code: 'resource-exhausted',
      message: RECIPE_LIST_FULL_MESSAGE,
    });
    expect((await testDb().doc(PATHS.ownRecipe(kitchen.uid, 'lange-liste')).get()).exists).toBe(false);
    const stored = (await summaryRef.get()).data()!;
    expect(firestoreSizeOf(stored)).toBeLessThan(FIRESTORE_DOCUMENT_LIMIT);
  });
});
