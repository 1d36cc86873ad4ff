/**
 * Inputs that used to be stored as sent (#26): invisible characters in text fields, shopping lists far
 * outside the planning window, weeks naming recipes the kitchen cannot see, an own recipe signed with any
 * `author`. Each refusal has its code and German message, and the whole database is unchanged afterwards
 * (only the counters every call moves may change).
 */
import {
  HIDDEN_CHARACTERS_MESSAGE,
  LINE_BREAK_MESSAGE,
  planningWindowDays,
  formatGermanDate,
} from '@speiseplaner/shared';
import { PATHS } from '../../src/lib/paths';
import { call, refusal, type Kitchen, type Refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe, shoppingList, upcomingWorkshop, week } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';
import { changedOutside, wholeDatabase } from '../helpers/snapshot';

let kitchen: Kitchen;
let other: Kitchen;
let admin: Kitchen;
const WORKSHOP = upcomingWorkshop('bidi-2027-11-22');

beforeAll(async () => {
  await seedCatalogue();
  kitchen = await createKitchen({ name: 'Kita Sonnenschein' });
  other = await createKitchen({ name: 'Kita Nachbarhaus' });
  admin = await createAdmin();
  await call('recipes/save', { recipe: recipe('eigenes-dal') }, kitchen);
  await call('recipes/save', { recipe: recipe('nachbars-geheimnis') }, other);
  await call('recipes/save', { recipe: recipe('admins-eigenes') }, admin);
  await call('plan/saveNewWeek', { week: week('2030-W10') }, kitchen);
  await call('shoppingLists/new', { shoppingList: shoppingList('vorhanden') }, kitchen);
  await call('workshops/save', { workshop: WORKSHOP, version: 0, isNew: true }, admin);
});

/** The refusal of a call, and that it wrote nothing anywhere (counters aside). */
async function refusedWithoutWrite(type: string, payload: unknown, caller: Kitchen | null): Promise<Refusal> {
  const before = await wholeDatabase();
  const refused = await refusal(type, payload, caller);
  expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
  return refused;
}

const hidden = { code: 'invalid-argument', message: HIDDEN_CHARACTERS_MESSAGE };

describe('invisible characters in text fields', () => {
  it('refuses a workshop registration named „Max\\u202Egnp.exe“: no registration, no mail', async () => {
    const application = {
      workshopSlug: WORKSHOP.slug,
      name: 'Max\u202Egnp.exe',
      institution: 'Kita Regenbogen',
      email: 'max@kita.test',
    };
    expect(await refusedWithoutWrite('workshops/apply', application, null)).toEqual(hidden);
    expect(
      await refusedWithoutWrite(
        'workshops/apply',
        { ...application, name: 'Max Muster', institution: 'Kita\u200BRegenbogen' },
        null,
      ),
    ).toEqual(hidden);
  });

  it('refuses an institution name with a bidi override or a zero-width space, and a letterhead with an isolate', async () => {
    const profile = (changes: Record<string, unknown>) =>
      refusedWithoutWrite('user/updateProfile', { version: 0, changes }, kitchen);
    expect(await profile({ name: 'Kita \u202ESonne' })).toEqual(hidden);
    expect(await profile({ name: 'Kita\u200BSonne' })).toEqual(hidden);
    expect(await profile({ name: 'Kita\nSonne' })).toEqual({
      code: 'invalid-argument',
      message: LINE_BREAK_MESSAGE,
    });
    expect(await profile({ letterhead: 'Lindenweg 3\n\u2066Musterstadt' })).toEqual(hidden);
    // One bad field refuses the whole change: the good name beside it is not written either.
    expect(await profile({ name: 'Kita Sonne', letterhead: 'Lindenweg 3\n\u2066Musterstadt' })).toEqual(
      hidden,
    );
    // A letterhead keeps its line breaks.
    await call(
      'user/updateProfile',
      { version: 0, changes: { letterhead: 'Lindenweg 3\n12345 Musterstadt' } },
      kitchen,
    );
  });

  it('refuses a recipe name, category, tag or method with invisible characters; a method keeps its lines', async () => {
    for (const change of [
      { name: 'Linsen\u200DDal' },
      { category: 'Haupt\uFEFFgericht' },
      { tags: ['vegan\u2060'] },
      { method: 'Linsen waschen.\u200E\nKochen.' },
    ]) {
      expect(
        await refusedWithoutWrite('recipes/save', { recipe: recipe('versteckt', change) }, kitchen),
      ).toEqual(hidden);
    }
    const method = 'Linsen waschen.\n\tIn Brühe garen.\r\nAbschmecken.';
    const saved = await call<{ recipe: { method: string } }>(
      'recipes/save',
      { recipe: recipe('mit-zeilen', { method }) },
      kitchen,
    );
    expect(saved.payload.recipe.method).toBe(method);
  });

  it('refuses a video title with a right-to-left mark (Verwaltung)', async () => {
    const video = {
      id: 'rlm-video',
      title: 'Rezepte\u200F anpassen',
      topic: 'Planer',
      description: '',
      order: 1,
      published: false,
      youtubeId: '',
    };
    expect(await refusedWithoutWrite('videos/save', { video, version: 0, isNew: true }, admin)).toEqual(
      hidden,
    );
  });
});

describe('shopping lists outside the planning window', () => {
  const { first, last } = planningWindowDays(Date.now());

  it('refuses a new list from 1900-01-01, naming the first day of the window', async () => {
    const old = shoppingList('neunzehnhundert', { startDate: '1900-01-01', endDate: '1900-01-05' });
    expect(await refusedWithoutWrite('shoppingLists/new', { shoppingList: old }, kitchen)).toEqual({
      code: 'invalid-argument',
      message: `Das Startdatum der Einkaufsliste liegt außerhalb des Planungszeitraums: Es darf nicht vor dem ${formatGermanDate(first)} liegen.`,
    });
  });

  it('refuses a new list and a saved list in 2099, naming the last day of the window', async () => {
    const late = { startDate: '2099-01-05', endDate: '2099-01-09' };
    const message = `Das Startdatum der Einkaufsliste liegt außerhalb des Planungszeitraums: Es darf nicht nach dem ${formatGermanDate(last)} liegen.`;
    expect(
      await refusedWithoutWrite(
        'shoppingLists/new',
        { shoppingList: shoppingList('zukunft', late) },
        kitchen,
      ),
    ).toEqual({ code: 'invalid-argument', message });
    expect(
      await refusedWithoutWrite(
        'shoppingLists/save',
        { shoppingList: shoppingList('vorhanden', { ...late, version: 1 }) },
        kitchen,
      ),
    ).toEqual({ code: 'invalid-argument', message });
  });
});

describe('weeks naming recipes the kitchen cannot see', () => {
  const onDay = (day: number, slugs: string[], id: string, version: number) => ({
    id,
    days: [0, 1, 2, 3, 4].map((i) => ({ recipes: i === day ? slugs : [] })),
    average: 1.25,
    version,
  });
  const message = (day: string, slug: string) =>
    `${day}: Das Rezept „${slug}“ gibt es weder unter Ihren eigenen noch unter den gemeinsamen Rezepten. Bitte entfernen Sie es aus der Woche.`;

  it('plan/saveNewWeek refuses a slug that exists nowhere, naming Monday', async () => {
    expect(
      await refusedWithoutWrite('plan/saveNewWeek', { week: week('2030-W11', ['gibt-es-nicht']) }, kitchen),
    ).toEqual({ code: 'invalid-argument', message: message('Montag', 'gibt-es-nicht') });
  });

  it('plan/saveWeek refuses another kitchen’s own recipe on Wednesday', async () => {
    const foreign = onDay(2, ['linsen-dal', 'nachbars-geheimnis'], '2030-W10', 1);
    expect(await refusedWithoutWrite('plan/saveWeek', { week: foreign }, kitchen)).toEqual({
      code: 'invalid-argument',
      message: message('Mittwoch', 'nachbars-geheimnis'),
    });
  });

  it('plan/saveWeek takes own and shared recipes, at 2 reads per named recipe and the catalogue on top of 3', async () => {
    const fine = onDay(4, ['eigenes-dal', 'linsen-dal'], '2030-W10', 1);
    const saved = await call<{ week: { version: number } }>('plan/saveWeek', { week: fine }, kitchen);
    expect(saved.payload.week.version).toBe(2);
    expect(saved.meta?.reads).toBe(3 + 2 * 2 + 1);
  });

  it('masterplan/saveWeek takes shared recipes only: the admin’s own recipe is refused', async () => {
    const week1 = onDay(1, ['admins-eigenes'], '2031-W20', 0);
    expect(await refusedWithoutWrite('masterplan/saveWeek', { week: week1 }, admin)).toEqual({
      code: 'invalid-argument',
      message:
        'Dienstag: Das Rezept „admins-eigenes“ gibt es nicht unter den gemeinsamen Rezepten. Bitte entfernen Sie es aus der Woche.',
    });
    await call('masterplan/saveWeek', { week: onDay(1, ['linsen-dal'], '2031-W20', 0) }, admin);
  });
});

describe('the author of an own recipe', () => {
  it('is the kitchen’s name, whatever the payload says', async () => {
    const signed = recipe('signiert', { author: 'Deutsche Gesellschaft für Ernährung' });
    const saved = await call<{ recipe: { author?: string } }>('recipes/save', { recipe: signed }, kitchen);
    expect(saved.payload.recipe.author).toBe('Kita Sonnenschein');
    const stored = (await testDb().doc(PATHS.ownRecipe(kitchen.uid, 'signiert')).get()).data();
    expect(stored?.author).toBe('Kita Sonnenschein');
    const list = await call<{ recipes: { slug: string; author?: string }[] }>('recipes/list', {}, kitchen);
    expect(list.payload.recipes.find((r) => r.slug === 'signiert')?.author).toBe('Kita Sonnenschein');
  });

  it('falls back to the nickname, and is left out when the kitchen has no name at all', async () => {
    const nameless = await createKitchen({ name: '' });
    await testDb().doc(PATHS.person(nameless.uid)).update({ nickName: 'Küche Süd' });
    const byNick = await call<{ recipe: { author?: string } }>(
      'recipes/save',
      { recipe: recipe('spitzname', { author: 'DGE' }) },
      nameless,
    );
    expect(byNick.payload.recipe.author).toBe('Küche Süd');
    await testDb().doc(PATHS.person(nameless.uid)).update({ nickName: '' });
    const anonymous = await call<{ recipe: { author?: string } }>(
      'recipes/save',
      { recipe: recipe('ohne-namen', { author: 'DGE' }) },
      nameless,
    );
    expect(anonymous.payload.recipe).not.toHaveProperty('author');
  });

  it('of a shared recipe is the one the Verwaltung gives', async () => {
    const saved = await call<{ recipe: { author?: string } }>(
      'recipes/save',
      { recipe: recipe('gemeinsam-signiert', { author: 'Bio-Küche Zentrale' }), shared: true },
      admin,
    );
    expect(saved.payload.recipe.author).toBe('Bio-Küche Zentrale');
  });
});
