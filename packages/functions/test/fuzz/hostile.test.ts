/**
 * Hostile but schema-valid payloads (#17): the schemas let them through, so the handlers themselves must
 * answer them — foreign ids, fields at their maximum size, unicode that plays tricks, weeks that do not
 * exist, prototype keys, another kitchen's links. Each case demands one exact outcome, and no document
 * outside the attacker's own space may change (the whole database is compared).
 */
import {
  AGE_GROUP_IDS,
  MAX_HEADCOUNT,
  MAX_NAME_LENGTH,
  MAX_RECIPE_INGREDIENTS,
  MAX_TAGS,
  MAX_TEXT_LENGTH,
} from '@speiseplaner/shared';
import { emailIdOf } from '../../src/lib/emailId';
import { call, type Kitchen } from '../helpers/call';
import { CATALOGUE_SLUGS, seedCatalogue } from '../helpers/catalogue';
import { ingredient, masterplanWeek, recipe, shoppingList, week } from '../helpers/fixtures';
import { createKitchen } from '../helpers/kitchens';
import { changedOutside, databaseChain } from '../helpers/snapshot';

let victim: Kitchen;
let attacker: Kitchen;
let unsubscribeId: string;

/** Names that play tricks the schemas allow: emoji, flags, combining marks, right-to-left script. */
const TRICKY = 'Kartoffel 🥔🇩🇪 Mo\u0308hre שלום'.slice(0, MAX_NAME_LENGTH);
/** Names that hide what they say: right-to-left override and zero-width characters (refused, #26). */
const HIDDEN = 'Kartoffel\u202Ealos\u200D\u200Bgul';

const biggestRecipe = (slug: string) =>
  recipe(slug, {
    name: 'R'.repeat(MAX_NAME_LENGTH),
    method: 'M'.repeat(MAX_TEXT_LENGTH),
    tags: Array.from({ length: MAX_TAGS }, (_, i) => `${'t'.repeat(37)}${String(i).padStart(3, '0')}`),
    ingredients: Array.from({ length: MAX_RECIPE_INGREDIENTS }, (_, i) => ({
      slug: CATALOGUE_SLUGS[i % CATALOGUE_SLUGS.length]!,
      amount: 1_000_000,
    })),
  });

beforeAll(async () => {
  await seedCatalogue();
  victim = await createKitchen({ name: 'Kita Opfer' });
  attacker = await createKitchen({ name: 'Kita Angreifer' });
  await call('recipes/save', { recipe: recipe('opfer-rezept') }, victim);
  await call('shoppingLists/new', { shoppingList: shoppingList('opfer-liste') }, victim);
  await call('plan/saveNewWeek', { week: week('2026-W40') }, victim);
  await call('newsletter/subscribe', { email: 'opfer@kita.test' }, null);
  // The subscription's id is public in every mail's link; its secret is not.
  unsubscribeId = emailIdOf('opfer@kita.test');
});

/** [label, expected outcome (ok or the refusal's code), type, payload] */
const cases: [string, string, string, () => unknown][] = [
  ['the victim’s recipe by its slug', 'not-found', 'recipes/fetch', () => ({ slug: 'opfer-rezept' })],
  ['the victim’s shopping list by its id', 'not-found', 'shoppingLists/fetch', () => ({ id: 'opfer-liste' })],
  [
    'the victim’s shopping list saved over',
    'not-found',
    'shoppingLists/save',
    () => ({ shoppingList: shoppingList('opfer-liste', { version: 1 }) }),
  ],
  [
    'the victim’s week saved over with its version',
    'not-found',
    'plan/saveWeek',
    () => ({ week: week('2026-W40', [], 1) }),
  ],
  [
    'a recipe with the victim as owner',
    'permission-denied',
    'recipes/save',
    () => ({ recipe: recipe('fremd', { owner: victim.uid }) }),
  ],
  ['the biggest recipe the schema allows', 'ok', 'recipes/save', () => ({ recipe: biggestRecipe('riesig') })],
  [
    'a recipe name full of unicode tricks',
    'ok',
    'recipes/save',
    () => ({ recipe: recipe('unicode', { name: TRICKY }) }),
  ],
  [
    'a recipe name with a right-to-left override and zero-width characters',
    'invalid-argument',
    'recipes/save',
    () => ({ recipe: recipe('versteckt', { name: HIDDEN }) }),
  ],
  [
    'a week naming the victim’s own recipe',
    'invalid-argument',
    'plan/saveNewWeek',
    () => ({ week: week('2026-W41', ['opfer-rezept']) }),
  ],
  [
    'a recipe with an ingredient that does not exist',
    'invalid-argument',
    'recipes/save',
    () => ({
      recipe: recipe('erfunden', { ingredients: [{ slug: 'z'.repeat(MAX_NAME_LENGTH), amount: 1 }] }),
    }),
  ],
  [
    'week 53 of a year that has 52',
    'invalid-argument',
    'plan/saveNewWeek',
    () => ({ week: week('2027-W53') }),
  ],
  ['a week 20 years ahead', 'invalid-argument', 'plan/saveNewWeek', () => ({ week: week('2046-W10') })],
  ['week 53 of a year that has 53', 'ok', 'plan/saveNewWeek', () => ({ week: week('2026-W53') })],
  [
    'a shopping list over 43 days',
    'invalid-argument',
    'shoppingLists/new',
    () => ({ shoppingList: shoppingList('lang', { startDate: '2026-11-02', endDate: '2026-12-14' }) }),
  ],
  [
    'a shopping list from 1900',
    'invalid-argument',
    'shoppingLists/new',
    () => ({ shoppingList: shoppingList('alt', { startDate: '1900-01-01', endDate: '1900-01-05' }) }),
  ],
  [
    'a shopping list in 2099',
    'invalid-argument',
    'shoppingLists/new',
    () => ({ shoppingList: shoppingList('fern', { startDate: '2099-01-05', endDate: '2099-01-09' }) }),
  ],
  [
    'every headcount at its maximum',
    'ok',
    'user/updateProfile',
    () => ({
      version: 0,
      changes: { heads: Object.fromEntries(AGE_GROUP_IDS.map((id) => [id, MAX_HEADCOUNT])) },
    }),
  ],
  [
    'a unicode institution name at its maximum and the longest letterhead',
    'ok',
    'user/updateProfile',
    () => ({
      version: 1,
      changes: { name: TRICKY, letterhead: `${'L'.repeat(98)}\n${'M'.repeat(100)}\n${'N'.repeat(100)}` },
    }),
  ],
  [
    'an institution name that hides what it says',
    'invalid-argument',
    'user/updateProfile',
    () => ({ version: 2, changes: { name: HIDDEN } }),
  ],
  [
    'the profile with the version before the last write',
    'failed-precondition',
    'user/updateProfile',
    () => ({ version: 1, changes: { name: 'Kita Angreifer' } }),
  ],
  [
    'the profile with a version far ahead',
    'failed-precondition',
    'user/updateProfile',
    () => ({ version: Number.MAX_SAFE_INTEGER, changes: { name: 'Kita Angreifer' } }),
  ],
  [
    'the profile with the admin flag and features among the changes',
    'invalid-argument',
    'user/updateProfile',
    () => ({ version: 2, changes: { name: 'Kita Angreifer', admin: true, features: { usage: true } } }),
  ],
  [
    'the victim’s uid beside the profile changes',
    'invalid-argument',
    'user/updateProfile',
    () => ({ version: 2, uid: victim.uid, changes: { name: 'Kita Opfer' } }),
  ],
  [
    'an own price for __proto__',
    'invalid-argument',
    'user/prices',
    () => ({ changes: [{ slug: '__proto__', price: { price: 1, amount: 1 } }] }),
  ],
  [
    'an own price for constructor',
    'invalid-argument',
    'user/prices',
    () => ({ changes: [{ slug: 'constructor', price: { price: 1, amount: 1 } }] }),
  ],
  [
    'own allergen marks for __proto__',
    'invalid-argument',
    'user/allergens',
    () => ({ changes: [{ slug: '__proto__', own: { allergens: ['21'], reason: TRICKY } }] }),
  ],
  [
    'own allergen marks with a hostile reason',
    'ok',
    'user/allergens',
    () => ({ changes: [{ slug: 'karotte', own: { allergens: ['21'], reason: TRICKY.slice(0, 200) } }] }),
  ],
  [
    'an ingredient for the whole catalogue',
    'permission-denied',
    'ingredients/save',
    () => ({ ingredient: ingredient('karotte', { name: TRICKY, version: 1 }) }),
  ],
  [
    'a masterplan week',
    'permission-denied',
    'masterplan/saveWeek',
    () => ({ week: masterplanWeek('2031-W02') }),
  ],
  [
    'the victim’s newsletter unsubscribed with a guessed secret',
    'ok',
    'newsletter/unsubscribe',
    () => ({ id: unsubscribeId, token: 'x'.repeat(32) }),
  ],
];

describe('hostile but valid payloads from kitchen B', () => {
  const scans = databaseChain();
  it.each(cases)('%s: %s (%s), nothing outside B changes', async (_label, expected, type, payload) => {
    const before = await scans.before();
    const outcome = await call(type, payload(), attacker).then(
      () => 'ok',
      (e: { code?: string; message: string }) => e.code ?? `crash: ${e.message}`,
    );
    expect(outcome).toBe(expected);
    expect(
      changedOutside(before, await scans.after(), [`kitchens/${attacker.uid}`, `users/${attacker.uid}`]),
    ).toEqual([]);
  });

  it('stores the unicode name exactly as sent and the biggest recipe whole', async () => {
    const tricky = await call<{ recipe: { name: string } }>('recipes/fetch', { slug: 'unicode' }, attacker);
    expect(tricky.payload.recipe.name).toBe(TRICKY);
    const big = await call<{ recipe: { method: string; ingredients: unknown[] } }>(
      'recipes/fetch',
      { slug: 'riesig' },
      attacker,
    );
    expect(big.payload.recipe.method).toHaveLength(MAX_TEXT_LENGTH);
    expect(big.payload.recipe.ingredients).toHaveLength(MAX_RECIPE_INGREDIENTS);
    const profile = await call<{ user: { name: string; version: number; admin: boolean } }>(
      'user/validate',
      {},
      attacker,
    );
    expect(profile.payload.user).toMatchObject({ name: TRICKY, version: 2, admin: false });
  });
});
