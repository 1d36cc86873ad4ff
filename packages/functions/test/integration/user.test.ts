/** user/validate, user/updateProfile, user/prices through the wrapped controller. */
import { call, callRaw, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { addMember, createKitchen, testDb } from '../helpers/kitchens';

describe('user/validate', () => {
  it('creates the person and their own kitchen (Küchenleitung) on first sign-in, with defaults', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    kitchen.token = { name: 'Erika Neuköchin', email: 'kueche@sonnenschein.test', email_verified: true };
    const answer = await call<{ user: Record<string, unknown>; isNew: boolean }>(
      'user/validate',
      {},
      kitchen,
    );
    expect(answer.type).toBe('user/validate/answer');
    expect(answer.payload.isNew).toBe(true);
    expect(answer.payload.user).toEqual({
      id: kitchen.uid,
      // The token's name is the person's: the institution's name is asked for on the onboarding page.
      name: '',
      letterhead: '',
      bioControlCode: '',
      noticePhotos: false,
      menuLine: 'mixed',
      nickName: 'Erika Neuköchin',
      email: 'kueche@sonnenschein.test',
      photoUrl: '',
      heads: { kiga: 1 },
      prices: {},
      allergens: {},
      features: { plan: true, recipes: true, shopping: true, ingredients: true, videos: true },
      admin: false,
      version: 0,
      kitchenId: kitchen.uid,
      role: 'lead',
      kitchens: [{ id: kitchen.uid, name: 'Neue Küche', role: 'lead' }],
      // No Träger for the new kitchen (so no Träger prices), and the person leads none.
      organisation: null,
      organisationPrices: {},
      organisations: [],
    });
    const person = (await testDb().doc(`users/${kitchen.uid}`).get()).data();
    expect(person).toEqual({
      nickName: 'Erika Neuköchin',
      email: 'kueche@sonnenschein.test',
      photoUrl: '',
      admin: false,
      accessVersion: 0,
      kitchens: { [kitchen.uid]: 'lead' },
      lastKitchen: kitchen.uid,
      organisations: {},
    });
    const stored = (await testDb().doc(`kitchens/${kitchen.uid}`).get()).data();
    expect(stored).toMatchObject({
      name: '',
      heads: { kiga: 1 },
      version: 0,
      members: {
        [kitchen.uid]: { role: 'lead', name: 'Erika Neuköchin', email: 'kueche@sonnenschein.test' },
      },
    });
  });

  it('creates only the person with withoutKitchen (joining by an invitation), kitchenId ""', async () => {
    const person = await createKitchen({ withoutProfile: true });
    const answer = await call<{ user: Record<string, unknown>; isNew: boolean }>(
      'user/validate',
      { withoutKitchen: true },
      { uid: person.uid, token: person.token },
    );
    expect(answer.payload).toMatchObject({ isNew: true, user: { kitchenId: '', kitchens: [] } });
    expect((await testDb().doc(`users/${person.uid}`).get()).data()).toMatchObject({
      kitchens: {},
      lastKitchen: '',
    });
    expect((await testDb().doc(`kitchens/${person.uid}`).get()).exists).toBe(false);
    // Later calls without a kitchen answer the person without one; a kitchen action is refused.
    const again = await call<{ user: Record<string, unknown> }>('user/validate', {}, person);
    expect(again.payload.user).toMatchObject({ kitchenId: '', kitchens: [] });
    expect(await refusal('plan/listWeeks', {}, { uid: person.uid, token: person.token })).toEqual({
      code: 'permission-denied',
      message: 'Sie gehören nicht (mehr) zu dieser Küche. Bitte laden Sie die Seite neu.',
    });
  });

  it('answers the request’s kitchen for a member of two, else the last used one, and remembers it', async () => {
    const own = await createKitchen({ name: 'Kita Eigen' });
    const other = await createKitchen({ name: 'Kita Anders' });
    const cook = await addMember(other, 'cook');
    // The cook's own first kitchen is `other`; make them lead of `own` too (both sides, as team/accept).
    await testDb()
      .doc(`kitchens/${own.kitchenId}`)
      .update({ [`members.${cook.uid}`]: { role: 'reader', name: 'Köchin', email: '', since: 1 } });
    await testDb()
      .doc(`users/${cook.uid}`)
      .update({ [`kitchens.${own.kitchenId}`]: 'reader' });
    const inOwn = await call<{ user: Record<string, unknown> }>(
      'user/validate',
      {},
      {
        ...cook,
        kitchenId: own.kitchenId,
      },
    );
    expect(inOwn.payload.user).toMatchObject({
      kitchenId: own.kitchenId,
      role: 'reader',
      name: 'Kita Eigen',
    });
    expect(inOwn.payload.user.kitchens).toEqual(
      expect.arrayContaining([
        { id: own.kitchenId, name: 'Kita Eigen', role: 'reader' },
        { id: other.kitchenId, name: 'Kita Anders', role: 'cook' },
      ]),
    );
    expect((await testDb().doc(`users/${cook.uid}`).get()).data()?.lastKitchen).toBe(own.kitchenId);
    // Without a kitchen in the request: the one used last.
    const last = await call<{ user: Record<string, unknown> }>(
      'user/validate',
      {},
      { uid: cook.uid, token: cook.token },
    );
    expect(last.payload.user).toMatchObject({ kitchenId: own.kitchenId, role: 'reader' });
    // A kitchen the caller does not belong to: answered in the one used last, never the stranger's.
    const foreign = await call<{ user: Record<string, unknown> }>(
      'user/validate',
      {},
      {
        ...cook,
        kitchenId: (await createKitchen()).kitchenId,
      },
    );
    expect(foreign.payload.user).toMatchObject({ kitchenId: own.kitchenId });
  });

  it('refuses a person document still in the shape before teams until the migration moved it', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    await testDb()
      .doc(`users/${kitchen.uid}`)
      .set({ name: 'Kita Alt', nickName: 'Alt', email: '', features: { plan: true }, admin: false });
    expect(await refusal('user/validate', {}, kitchen)).toEqual({
      code: 'failed-precondition',
      message:
        'Ihre Küche wird gerade auf Teams umgestellt. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    });
    expect((await testDb().doc(`kitchens/${kitchen.uid}`).get()).exists).toBe(false);
  });

  it('answers the existing user with isNew false on every later sign-in', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    await call('user/validate', {}, kitchen);
    const again = await call<{ user: Record<string, unknown>; isNew: boolean }>('user/validate', {}, kitchen);
    expect(again.payload.isNew).toBe(false);
    expect(again.payload.user.id).toBe(kitchen.uid);
    // The person and the request's kitchen in one getAll.
    expect(again.meta?.reads).toBe(2);
  });

  it('fills empty strings when the account has no name, e-mail or photo (anonymous guest)', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    kitchen.token = {};
    const answer = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(answer.payload.user).toMatchObject({ name: '', nickName: '', email: '', photoUrl: '' });
  });

  it('takes the e-mail of an upgraded guest into the profile and keeps the name the guest saved', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    kitchen.token = {};
    await call('user/validate', {}, kitchen);
    await call('user/updateProfile', { version: 0, changes: { name: 'Kita Gastfreund' } }, kitchen);
    // The guest linked an e-mail account: same uid, the token now carries the address.
    kitchen.token = { email: 'gast@gastfreund.test', email_verified: true, name: 'Anderer Name' };
    const answer = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(answer.payload.user).toMatchObject({
      name: 'Kita Gastfreund',
      nickName: 'Anderer Name',
      email: 'gast@gastfreund.test',
    });
    const stored = (await testDb().doc(`users/${kitchen.uid}`).get()).data();
    expect(stored).toMatchObject({ nickName: 'Anderer Name', email: 'gast@gastfreund.test', photoUrl: '' });
    expect((await testDb().doc(`kitchens/${kitchen.uid}`).get()).data()?.name).toBe('Kita Gastfreund');
  });

  it('keeps a person name the profile already has', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    kitchen.token = { name: 'Erika Neuköchin' };
    await call('user/validate', {}, kitchen);
    kitchen.token = { name: 'Erika Umbenannt' };
    const answer = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(answer.payload.user).toMatchObject({ name: '', nickName: 'Erika Neuköchin' });
  });

  it('follows an e-mail change of the account, and keeps the address when the account has none', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    kitchen.token = { email: 'alt@kita.test', email_verified: true };
    await call('user/validate', {}, kitchen);
    kitchen.token = { email: 'neu@kita.test', email_verified: true };
    const changed = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(changed.payload.user.email).toBe('neu@kita.test');
    kitchen.token = {};
    const kept = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(kept.payload.user.email).toBe('neu@kita.test');
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.email).toBe('neu@kita.test');
  });

  it('stores the e-mail only once the account has verified it, and fills it on a later sign-in', async () => {
    // Anybody can register an account with someone else's address (issue #17): unverified, it stays out.
    const kitchen = await createKitchen({ withoutProfile: true });
    kitchen.token = { email: 'chefin@zentrale.test', email_verified: false };
    const first = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(first.payload.user.email).toBe('');
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.email).toBe('');
    kitchen.token = { email: 'andere@zentrale.test' }; // no claim at all: not verified either
    await call('user/validate', {}, kitchen);
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.email).toBe('');
    kitchen.token = { email: 'chefin@zentrale.test', email_verified: true };
    const verified = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(verified.payload.user.email).toBe('chefin@zentrale.test');
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.email).toBe('chefin@zentrale.test');
  });

  it('stores a verified e-mail on first sign-in', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    kitchen.token = { email: 'kueche@verifiziert.test', email_verified: true };
    await call('user/validate', {}, kitchen);
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.email).toBe('kueche@verifiziert.test');
  });

  it('refuses signed-out callers', async () => {
    expect(await refusal('user/validate', {}, null)).toEqual({
      code: 'unauthenticated',
      message: 'Bitte melden Sie sich an.',
    });
  });
});

type UserAnswer = { user: Record<string, unknown> & { version: number } };

/** The kitchen document (its settings, prices and flags); a test kitchen's id is its lead's uid. */
const storedUser = async (kitchenId: string) => (await testDb().doc(`kitchens/${kitchenId}`).get()).data()!;

describe('user/updateProfile', () => {
  beforeAll(seedCatalogue);

  it('stores every profile field in one call, trimmed and written the official way, and raises the version', async () => {
    const kitchen = await createKitchen();
    const answer = await call<UserAnswer>(
      'user/updateProfile',
      {
        version: 0,
        changes: {
          name: '  Kita Löwenzahn  ',
          heads: { kiga: 35, kita: 10 },
          letterhead: '  Lindenweg 3\n12345 Musterstadt\nTel. 0123 4567  ',
          bioControlCode: ' de-oeko-006 ',
          menuLine: 'vegetarian',
        },
      },
      kitchen,
    );
    expect(answer.type).toBe('user/updateProfile/answer');
    const expected = {
      name: 'Kita Löwenzahn',
      heads: { kiga: 35, kita: 10 },
      letterhead: 'Lindenweg 3\n12345 Musterstadt\nTel. 0123 4567',
      bioControlCode: 'DE-ÖKO-006',
      menuLine: 'vegetarian',
      version: 1,
    };
    expect(answer.payload.user).toMatchObject({ id: kitchen.uid, ...expected, features: { plan: true } });
    expect(await storedUser(kitchen.uid)).toMatchObject(expected);
  });

  it('changes only the fields sent: clearing the letterhead keeps name, heads and prices', async () => {
    const kitchen = await createKitchen({ name: 'Kita Sonne' });
    await call(
      'user/prices',
      { changes: [{ slug: 'karotte', price: { price: 1.2, amount: 1000 } }] },
      kitchen,
    );
    await call('user/updateProfile', { version: 0, changes: { letterhead: 'Lindenweg 3' } }, kitchen);
    const answer = await call<UserAnswer>(
      'user/updateProfile',
      { version: 1, changes: { letterhead: '' } },
      kitchen,
    );
    expect(answer.payload.user).toMatchObject({ name: 'Kita Sonne', letterhead: '', version: 2 });
    expect(await storedUser(kitchen.uid)).toMatchObject({
      name: 'Kita Sonne',
      letterhead: '',
      heads: { kiga: 20 },
      prices: { karotte: { price: 1.2, amount: 1000 } },
      version: 2,
    });
  });

  it('refuses a change based on an older version with the conflict message and writes nothing', async () => {
    const kitchen = await createKitchen({ name: 'Kita Sonne' });
    // Two devices opened Mein Konto at version 0; the tablet saves first.
    await call('user/updateProfile', { version: 0, changes: { name: 'Kita Mond' } }, kitchen);
    const before = await storedUser(kitchen.uid);
    expect(
      await refusal('user/updateProfile', { version: 0, changes: { menuLine: 'vegetarian' } }, kitchen),
    ).toEqual({
      code: 'failed-precondition',
      message:
        'Ihr Profil wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    });
    expect(
      (await refusal('user/updateProfile', { version: 7, changes: { name: 'Kita Stern' } }, kitchen)).code,
    ).toBe('failed-precondition');
    expect(await storedUser(kitchen.uid)).toEqual(before);
  });

  it('answers a repeated call that already went through with the stored user, without a second write', async () => {
    const kitchen = await createKitchen();
    const payload = { version: 0, changes: { name: 'Kita Pusteblume', heads: { kiga: 12 } } };
    const first = await call<UserAnswer>('user/updateProfile', payload, kitchen);
    const again = await call<UserAnswer>('user/updateProfile', payload, kitchen);
    expect(again.payload.user).toEqual(first.payload.user);
    expect((await storedUser(kitchen.uid)).version).toBe(1);
  });

  it('treats a profile stored before versions existed as version 0', async () => {
    const kitchen = await createKitchen({ name: 'Kita Alt' });
    expect((await storedUser(kitchen.uid)).version).toBeUndefined();
    const validated = await call<UserAnswer>('user/validate', {}, kitchen);
    expect(validated.payload.user.version).toBe(0);
    const answer = await call<UserAnswer>(
      'user/updateProfile',
      { version: 0, changes: { name: 'Kita Neu' } },
      kitchen,
    );
    expect(answer.payload.user).toMatchObject({ name: 'Kita Neu', version: 1 });
  });

  it('is open to a kitchen without any feature flag', async () => {
    const kitchen = await createKitchen({ features: {} });
    const answer = await call<UserAnswer>(
      'user/updateProfile',
      { version: 0, changes: { heads: { kiga: 3 } } },
      kitchen,
    );
    expect(answer.payload.user).toMatchObject({ heads: { kiga: 3 }, features: {} });
  });

  it('refuses each bad field with its German message, and one bad field refuses the whole change', async () => {
    const kitchen = await createKitchen({ name: 'Kita Sonne' });
    await call(
      'user/updateProfile',
      { version: 0, changes: { letterhead: 'Lindenweg 3', bioControlCode: 'DE-ÖKO-006' } },
      kitchen,
    );
    const before = await storedUser(kitchen.uid);
    const refused = (changes: Record<string, unknown>) =>
      refusal('user/updateProfile', { version: 1, changes }, kitchen);
    expect(await refused({ name: '   ' })).toEqual({
      code: 'invalid-argument',
      message: 'Bitte geben Sie den Namen Ihrer Einrichtung ein.',
    });
    expect((await refused({ name: 'x'.repeat(121) })).message).toBe(
      'Der Name darf höchstens 120 Zeichen lang sein.',
    );
    expect((await refused({ letterhead: 'a\nb\nc\nd' })).message).toBe(
      'Der Briefkopf hat höchstens 3 Zeilen.',
    );
    expect((await refused({ letterhead: 'x'.repeat(301) })).message).toBe(
      'Der Briefkopf darf höchstens 300 Zeichen lang sein.',
    );
    expect((await refused({ bioControlCode: 'Bio seit 2020' })).message).toMatch(
      /^Bitte geben Sie die Codenummer Ihrer Öko-Kontrollstelle im Format DE-ÖKO-000/,
    );
    expect(await refused({ menuLine: 'vegan' })).toEqual({
      code: 'invalid-argument',
      message: 'Bitte wählen Sie „Mischkost“ oder „ovo-lacto-vegetarisch“.',
    });
    expect(await refused({ heads: { kiga: -3 } })).toEqual({
      code: 'invalid-argument',
      message: 'Die Personenzahl darf nicht negativ sein. Für eine Altersgruppe ohne Essen geben Sie 0 ein.',
    });
    expect((await refused({ heads: { adult: 100_000 } })).message).toBe(
      'Höchstens 9.999 Personen je Altersgruppe und Tag.',
    );
    expect(await refused({})).toEqual({
      code: 'invalid-argument',
      message: 'Bitte ändern Sie mindestens eine Angabe.',
    });
    expect((await refused({ name: 'Kita Mond', menuLine: 'vegan' })).code).toBe('invalid-argument');
    expect((await refused({ name: 'Kita Mond', admin: true })).code).toBe('invalid-argument');
    expect(await storedUser(kitchen.uid)).toEqual(before);
  });

  it('refuses a caller without person and kitchen as no member, and creates nothing', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    expect(await refusal('user/updateProfile', { version: 0, changes: { name: 'Kita' } }, kitchen)).toEqual({
      code: 'permission-denied',
      message: 'Sie gehören nicht (mehr) zu dieser Küche. Bitte laden Sie die Seite neu.',
    });
    expect((await testDb().doc(`kitchens/${kitchen.uid}`).get()).exists).toBe(false);
  });

  it('leaves the version alone when prices change: a profile form opened before still saves', async () => {
    const kitchen = await createKitchen();
    await call('user/prices', { changes: [{ slug: 'linsen', price: { price: 3, amount: 500 } }] }, kitchen);
    const answer = await call<UserAnswer>(
      'user/updateProfile',
      { version: 0, changes: { menuLine: 'vegetarian' } },
      kitchen,
    );
    expect(answer.payload.user).toMatchObject({
      menuLine: 'vegetarian',
      version: 1,
      prices: { linsen: { price: 3, amount: 500 } },
    });
  });
});

describe('user/prices', () => {
  beforeAll(seedCatalogue);

  it('stores own-price changes and removes one with null', async () => {
    const kitchen = await createKitchen({ name: 'Kita Löwenzahn' });
    await call(
      'user/prices',
      { changes: [{ slug: 'karotte', price: { price: 1.2, amount: 1000 } }] },
      kitchen,
    );
    const answer = await call<{ user: Record<string, unknown> }>(
      'user/prices',
      { changes: [{ slug: 'linsen', price: { price: 3, amount: 500 } }] },
      kitchen,
    );
    expect(answer.payload.user).toMatchObject({
      name: 'Kita Löwenzahn',
      prices: { karotte: { price: 1.2, amount: 1000 }, linsen: { price: 3, amount: 500 } },
    });
    await call('user/prices', { changes: [{ slug: 'karotte', price: null }] }, kitchen);
    expect((await testDb().doc(`kitchens/${kitchen.uid}`).get()).data()?.prices).toEqual({
      linsen: { price: 3, amount: 500 },
    });
  });

  it('keeps the prices two devices saved for different ingredients', async () => {
    const kitchen = await createKitchen();
    // Both devices opened the dialog with an empty map; each sends only its own change.
    const tablet = { ...kitchen, token: { ...kitchen.token } };
    const laptop = { ...kitchen, token: { ...kitchen.token } };
    await call(
      'user/prices',
      { changes: [{ slug: 'karotte', price: { price: 1.1, amount: 1000 } }] },
      tablet,
    );
    await call('user/prices', { changes: [{ slug: 'linsen', price: { price: 2.5, amount: 500 } }] }, laptop);
    expect((await testDb().doc(`kitchens/${kitchen.uid}`).get()).data()?.prices).toEqual({
      karotte: { price: 1.1, amount: 1000 },
      linsen: { price: 2.5, amount: 500 },
    });
  });

  it.each(['__proto__', 'constructor', 'prototype', '__x__'])(
    'refuses the key %s with a German message and writes nothing',
    async (slug) => {
      const kitchen = await createKitchen();
      const result = await refusal(
        'user/prices',
        {
          changes: [
            { slug: 'karotte', price: { price: 1, amount: 1000 } },
            { slug, price: { price: 1, amount: 1 } },
          ],
        },
        kitchen,
      );
      expect(result).toEqual({ code: 'invalid-argument', message: `Unzulässiger Zutatenname „${slug}“.` });
      expect((await testDb().doc(`kitchens/${kitchen.uid}`).get()).data()?.prices).toEqual({});
    },
  );

  it('refuses a price for an ingredient that is not in the catalogue, naming it, and writes nothing', async () => {
    const kitchen = await createKitchen();
    const result = await refusal(
      'user/prices',
      {
        changes: [
          { slug: 'karotte', price: { price: 1, amount: 1000 } },
          { slug: 'drachenfrucht', price: { price: 4, amount: 1 } },
        ],
      },
      kitchen,
    );
    expect(result).toEqual({
      code: 'invalid-argument',
      message:
        'Die Zutat „drachenfrucht“ gibt es nicht im Zutatenkatalog; ihr Preis wurde nicht gespeichert.',
    });
    expect((await testDb().doc(`kitchens/${kitchen.uid}`).get()).data()?.prices).toEqual({});
  });
});

describe('the router', () => {
  it('answers an unknown action type with a clear German error', async () => {
    const kitchen = await createKitchen();
    expect(await refusal('plan/deleteEverything', {}, kitchen)).toEqual({
      code: 'invalid-argument',
      message: 'Unbekannte Aktion: plan/deleteEverything',
    });
  });

  it('refuses a request that is not { type, payload }', async () => {
    const kitchen = await createKitchen();
    expect((await refusal('', {}, kitchen)).code).toBe('invalid-argument');
  });

  it('refuses a `kitchen` that is no valid id as invalid-argument, before reading anything', async () => {
    const kitchen = await createKitchen();
    for (const bad of ['../users', '', 'a/b', 42, '__proto__'])
      await expect(
        callRaw({ type: 'plan/listWeeks', payload: {}, kitchen: bad }, kitchen),
      ).rejects.toMatchObject({ code: 'invalid-argument', details: { field: 'kitchen' } });
  });
});
