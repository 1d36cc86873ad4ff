/**
 * The Träger's recipes (issue #30 item 3) through the controller and the local Firestore: the
 * Träger-Leitung shares a recipe of its current kitchen, the Träger's kitchens see it (and a kitchen
 * outside does not), sharing again publishes an edit, withdrawing hides it without breaking weeks, no
 * kitchen saves it, and a kitchen leaving or removed keeps copies.
 */
import { FieldPath } from 'firebase-admin/firestore';
import {
  NOT_AN_ORGANISATION_LEAD,
  ORGANISATION_RECIPE_TEXTS,
  type Recipe,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe, week } from '../helpers/fixtures';
import { addMember, createKitchen, testDb, type KitchenCaller } from '../helpers/kitchens';
import { createOrganisation } from '../helpers/organisations';

type ListAnswer = { recipes: RecipeListEntry[] };
type RecipeAnswer = { recipe: Recipe };
type WeekAnswer = { week: { version: number; days: { recipes: string[] }[] } };

const TRAEGER = 'Kita-Eigenbetrieb Nord';

beforeAll(seedCatalogue);

/**
 * A Träger led from the kitchen „Kita Zentrale“ (which belongs to it too), a member kitchen and a
 * kitchen outside; the Leitung's kitchen holds the recipe „Gemüsesuppe“ (slug `traegersuppe`: the functions
 * tests share one database, and recipes.test.ts makes a shared `gemuesesuppe`).
 */
async function traeger() {
  const home = await createKitchen({ name: 'Kita Zentrale' });
  const member = await createKitchen({ name: 'Kita Sonnenblume' });
  const outsider = await createKitchen({ name: 'Kita Außerhalb' });
  const { organisationId, lead } = await createOrganisation({
    name: TRAEGER,
    lead: home,
    kitchens: [home, member],
  });
  await call(
    'recipes/save',
    { recipe: recipe('traegersuppe', { name: 'Gemüsesuppe', method: 'Gemüse würfeln und garen.' }) },
    home,
  );
  return { home, member, outsider, organisationId, lead };
}

const list = async (who: Kitchen) => call<ListAnswer>('recipes/list', {}, who);
const entryOf = async (who: Kitchen, slug: string) =>
  (await list(who)).payload.recipes.find((r) => r.slug === slug);
const share = (lead: Kitchen, organisationId: string, slug: string) =>
  call<ListAnswer>('org/shareRecipe', { organisationId, slug }, lead);

/** Makes the person `who` a Träger-Leitung of `organisationId` (as org/create would for its founder). */
async function makeLead(who: Kitchen, organisationId: string) {
  await testDb().doc(`organisations/${organisationId}`).update(new FieldPath('members', who.uid), {
    role: 'orgLead',
    name: 'Zweite Leitung',
    email: '',
    since: 1,
  });
}

describe('org/shareRecipe', () => {
  it('shows the recipe to the Träger’s kitchens at once, and not to a kitchen outside', async () => {
    const { member, outsider, organisationId, lead } = await traeger();
    const shared = await share(lead, organisationId, 'traegersuppe');
    expect(shared.payload.recipes).toEqual([
      expect.objectContaining({
        slug: 'traegersuppe',
        name: 'Gemüsesuppe',
        organisation: organisationId,
        author: 'Kita Zentrale',
        version: 1,
      }),
    ]);
    expect(shared.payload.recipes[0]).not.toHaveProperty('owner');

    const listed = await list(member);
    expect(listed.payload.recipes.find((r) => r.slug === 'traegersuppe')).toMatchObject({
      name: 'Gemüsesuppe',
      organisation: organisationId,
    });
    // Person, kitchen, the shared list, the Träger's list and the kitchen's own.
    expect(listed.meta?.reads).toBe(5);
    const fetched = await call<RecipeAnswer>('recipes/fetch', { slug: 'traegersuppe' }, member);
    expect(fetched.payload.recipe).toMatchObject({
      method: 'Gemüse würfeln und garen.',
      organisation: organisationId,
      version: 1,
    });
    expect(fetched.payload.recipe).not.toHaveProperty('source');
    expect(fetched.meta?.reads).toBe(5);

    const outside = await list(outsider);
    expect(outside.payload.recipes.map((r) => r.slug)).not.toContain('traegersuppe');
    expect(outside.meta?.reads).toBe(4);
    expect((await refusal('recipes/fetch', { slug: 'traegersuppe' }, outsider)).code).toBe('not-found');

    const again = await call<ListAnswer>('org/recipes', { organisationId }, lead);
    expect(again.payload.recipes.map((r) => r.slug)).toEqual(['traegersuppe']);
    expect(again.meta?.reads).toBe(3);
  });

  it('publishes an edit when shared again; another kitchen’s recipe of the same slug gets its own', async () => {
    const { home, member, organisationId, lead } = await traeger();
    await share(lead, organisationId, 'traegersuppe');
    await call(
      'recipes/save',
      { recipe: recipe('traegersuppe', { name: 'Gemüsesuppe mit Linsen', version: 1 }) },
      home,
    );
    // Not yet: the kitchens see the Träger's copy until it is shared again.
    expect(await entryOf(member, 'traegersuppe')).toMatchObject({ name: 'Gemüsesuppe', version: 1 });
    await share(lead, organisationId, 'traegersuppe');
    expect(await entryOf(member, 'traegersuppe')).toMatchObject({
      name: 'Gemüsesuppe mit Linsen',
      version: 2,
    });
    const fetched = await call<RecipeAnswer>('recipes/fetch', { slug: 'traegersuppe' }, member);
    expect(fetched.payload.recipe).toMatchObject({ name: 'Gemüsesuppe mit Linsen', version: 2 });

    // The member kitchen's Küchenleitung leads the Träger too and shares its own „traegersuppe“.
    await makeLead(member, organisationId);
    await call('recipes/save', { recipe: recipe('traegersuppe', { name: 'Suppe der Sonnenblume' }) }, member);
    const both = await share(member, organisationId, 'traegersuppe');
    expect(both.payload.recipes.map((r) => [r.slug, r.name, r.author])).toEqual([
      ['traegersuppe', 'Gemüsesuppe mit Linsen', 'Kita Zentrale'],
      ['traegersuppe-2', 'Suppe der Sonnenblume', 'Kita Sonnenblume'],
    ]);
    // The kitchen's own recipe hides the Träger's of the same slug; the other one it sees under its slug.
    expect(await entryOf(member, 'traegersuppe')).toMatchObject({
      name: 'Suppe der Sonnenblume',
      owner: member.uid,
    });
    expect(await entryOf(home, 'traegersuppe-2')).toMatchObject({ organisation: organisationId });
  });

  it('refuses people who do not lead the Träger, and kitchens the Leitung does not cook in', async () => {
    const { home, member, outsider, organisationId, lead } = await traeger();
    expect(await refusal('org/shareRecipe', { organisationId, slug: 'traegersuppe' }, member)).toEqual({
      code: 'permission-denied',
      message: NOT_AN_ORGANISATION_LEAD,
    });
    expect(await refusal('org/recipes', { organisationId }, member)).toEqual({
      code: 'permission-denied',
      message: NOT_AN_ORGANISATION_LEAD,
    });
    // The Leitung names a kitchen it does not belong to, or one it only reads in.
    const elsewhere: KitchenCaller = { ...lead, kitchenId: outsider.kitchenId } as KitchenCaller;
    expect(await refusal('org/shareRecipe', { organisationId, slug: 'traegersuppe' }, elsewhere)).toEqual({
      code: 'permission-denied',
      message: ORGANISATION_RECIPE_TEXTS.notACook,
    });
    const reader = await addMember(home, 'reader');
    await makeLead(reader, organisationId);
    expect(await refusal('org/shareRecipe', { organisationId, slug: 'traegersuppe' }, reader)).toEqual({
      code: 'permission-denied',
      message: ORGANISATION_RECIPE_TEXTS.notACook,
    });
    expect(await refusal('org/shareRecipe', { organisationId, slug: 'gibt-es-nicht' }, lead)).toEqual({
      code: 'not-found',
      message: 'Das Rezept „gibt-es-nicht“ Ihrer Küche wurde nicht gefunden.',
    });
    expect((await call<ListAnswer>('org/recipes', { organisationId }, lead)).payload.recipes).toEqual([]);
  });
});

describe('a recipe of the Träger in a kitchen', () => {
  it('is withdrawn from lists, but a week naming it still loads and saves; sharing again brings it back', async () => {
    const { member, organisationId, lead } = await traeger();
    await share(lead, organisationId, 'traegersuppe');
    await call('plan/saveNewWeek', { week: week('2026-W48') }, member);
    const first = await call<WeekAnswer>(
      'plan/saveWeek',
      { week: week('2026-W48', ['traegersuppe'], 1) },
      member,
    );
    expect(first.payload.week.days[0]!.recipes).toEqual(['traegersuppe']);

    const withdrawn = await call<ListAnswer>(
      'org/withdrawRecipe',
      { organisationId, slug: 'traegersuppe' },
      lead,
    );
    expect(withdrawn.payload.recipes).toEqual([]);
    expect(await entryOf(member, 'traegersuppe')).toBeUndefined();
    expect(
      (await call<RecipeAnswer>('recipes/fetch', { slug: 'traegersuppe' }, member)).payload.recipe.name,
    ).toBe('Gemüsesuppe');
    const changed = week('2026-W48', ['traegersuppe'], first.payload.week.version);
    changed.days[1]!.recipes = ['traegersuppe'];
    const saved = await call<WeekAnswer>('plan/saveWeek', { week: changed }, member);
    expect(saved.payload.week.days[1]!.recipes).toEqual(['traegersuppe']);
    expect(await refusal('org/withdrawRecipe', { organisationId, slug: 'traegersuppe' }, lead)).toMatchObject(
      { code: 'not-found' },
    );

    const back = await share(lead, organisationId, 'traegersuppe');
    expect(back.payload.recipes).toEqual([expect.objectContaining({ slug: 'traegersuppe', version: 2 })]);
    expect(await entryOf(member, 'traegersuppe')).toMatchObject({ organisation: organisationId });
  });

  it('is never saved by a kitchen, not even by its Küchenleitung', async () => {
    const { member, organisationId, lead } = await traeger();
    await share(lead, organisationId, 'traegersuppe');
    const { recipe: stored } = (await call<RecipeAnswer>('recipes/fetch', { slug: 'traegersuppe' }, member))
      .payload;
    const readOnly = { code: 'permission-denied', message: ORGANISATION_RECIPE_TEXTS.readOnly };
    expect(await refusal('recipes/save', { recipe: { ...stored, name: 'Meine Suppe' } }, member)).toEqual(
      readOnly,
    );
    // Sent without the field, the edit still names the Träger's version: the same answer.
    const { organisation: _organisation, ...withoutOrganisation } = stored;
    expect(
      await refusal('recipes/save', { recipe: { ...withoutOrganisation, name: 'Meine Suppe' } }, member),
    ).toEqual(readOnly);
    expect(await entryOf(member, 'traegersuppe')).toMatchObject({
      name: 'Gemüsesuppe',
      organisation: organisationId,
    });
  });
});

describe('leaving the Träger', () => {
  it('keeps the Träger’s listed recipes as own ones, so the kitchen’s weeks still save', async () => {
    const { member, organisationId, lead, home } = await traeger();
    await call('recipes/save', { recipe: recipe('milchreis', { name: 'Milchreis' }) }, home);
    await call('recipes/save', { recipe: recipe('eintopf', { name: 'Eintopf der Zentrale' }) }, home);
    for (const slug of ['traegersuppe', 'milchreis', 'eintopf']) await share(lead, organisationId, slug);
    await call('org/withdrawRecipe', { organisationId, slug: 'milchreis' }, lead);
    // The kitchen's own „eintopf“ hides the Träger's and stays as it is.
    await call('recipes/save', { recipe: recipe('eintopf', { name: 'Unser Eintopf' }) }, member);
    await call('plan/saveNewWeek', { week: week('2026-W48') }, member);
    const planned = await call<WeekAnswer>(
      'plan/saveWeek',
      { week: week('2026-W48', ['traegersuppe', 'eintopf'], 1) },
      member,
    );

    await call('org/leave', {}, member);
    const own = (await list(member)).payload.recipes.filter((r) => r.owner === member.uid);
    expect(own.map((r) => [r.slug, r.name, r.author, 'organisation' in r])).toEqual([
      ['traegersuppe', 'Gemüsesuppe', TRAEGER, false],
      ['eintopf', 'Unser Eintopf', 'Kita Sonnenblume', false],
    ]);
    expect((await list(member)).payload.recipes.some((r) => r.organisation)).toBe(false);
    const fetched = await call<RecipeAnswer>('recipes/fetch', { slug: 'traegersuppe' }, member);
    expect(fetched.payload.recipe).toMatchObject({
      owner: member.uid,
      method: 'Gemüse würfeln und garen.',
      version: 1,
    });
    const changed = week('2026-W48', ['traegersuppe', 'eintopf'], planned.payload.week.version);
    changed.days[2]!.recipes = ['traegersuppe'];
    expect(
      (await call<WeekAnswer>('plan/saveWeek', { week: changed }, member)).payload.week.days[2]!.recipes,
    ).toEqual(['traegersuppe']);
    // The copy is the kitchen's own now: it may change it.
    await call('recipes/save', { recipe: { ...fetched.payload.recipe, name: 'Unsere Gemüsesuppe' } }, member);
    expect(await entryOf(member, 'traegersuppe')).toMatchObject({ name: 'Unsere Gemüsesuppe', version: 2 });
  });

  it('keeps copies when the Träger-Leitung removes the kitchen', async () => {
    const { member, organisationId, lead } = await traeger();
    await share(lead, organisationId, 'traegersuppe');
    await call('org/removeKitchen', { organisationId, kitchenId: member.kitchenId }, lead);
    expect(await entryOf(member, 'traegersuppe')).toMatchObject({ owner: member.uid, author: TRAEGER });
    expect(await entryOf(member, 'traegersuppe')).not.toHaveProperty('organisation');
  });

  it('refuses, naming what to do, when the copies do not fit the kitchen’s cap', async () => {
    const { member, organisationId, lead } = await traeger();
    await share(lead, organisationId, 'traegersuppe');
    // A guest kitchen (cap 50) whose recipe list is full.
    const items = Array.from({ length: 50 }, (_, i) => {
      const { method: _method, ...entry } = recipe(`eigen-${i}`);
      return { ...entry, owner: member.uid };
    });
    await testDb().doc(`kitchens/${member.kitchenId}/meta/recipes`).set({ items, version: 50 });
    const guest = { ...member, token: { ...member.token, firebase: { sign_in_provider: 'anonymous' } } };
    expect(await refusal('org/leave', {}, guest)).toEqual({
      code: 'resource-exhausted',
      message: ORGANISATION_RECIPE_TEXTS.copiesDoNotFit(1, false),
    });
    expect((await testDb().doc(`kitchens/${member.kitchenId}`).get()).data()?.organisation).toMatchObject({
      id: organisationId,
    });
  });
});
