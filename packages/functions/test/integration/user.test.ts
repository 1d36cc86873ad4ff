/** user/validate, user/name, user/letterhead, user/bioControlCode, user/heads, user/prices through the wrapped controller. */
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { createKitchen, testDb } from '../helpers/kitchens';

describe('user/validate', () => {
  it('creates the user document on first sign-in from the sign-in account, with defaults', async () => {
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
      menuLine: 'mixed',
      nickName: 'Erika Neuköchin',
      email: 'kueche@sonnenschein.test',
      photoUrl: '',
      heads: { kiga: 1 },
      prices: {},
      allergens: {},
      features: { plan: true, recipes: true, shopping: true, ingredients: true, videos: true },
      admin: false,
    });
    const stored = (await testDb().doc(`users/${kitchen.uid}`).get()).data();
    expect(stored).toMatchObject({ name: '', nickName: 'Erika Neuköchin', heads: { kiga: 1 }, admin: false });
  });

  it('answers the existing user with isNew false on every later sign-in', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    await call('user/validate', {}, kitchen);
    const again = await call<{ user: Record<string, unknown>; isNew: boolean }>('user/validate', {}, kitchen);
    expect(again.payload.isNew).toBe(false);
    expect(again.payload.user.id).toBe(kitchen.uid);
    expect(again.meta?.reads).toBe(1);
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
    await call('user/name', { name: 'Kita Gastfreund' }, kitchen);
    // The guest linked an e-mail account: same uid, the token now carries the address.
    kitchen.token = { email: 'gast@gastfreund.test', email_verified: true, name: 'Anderer Name' };
    const answer = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(answer.payload.user).toMatchObject({
      name: 'Kita Gastfreund',
      nickName: 'Anderer Name',
      email: 'gast@gastfreund.test',
    });
    const stored = (await testDb().doc(`users/${kitchen.uid}`).get()).data();
    expect(stored).toMatchObject({
      name: 'Kita Gastfreund',
      nickName: 'Anderer Name',
      email: 'gast@gastfreund.test',
      photoUrl: '',
    });
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

describe('user/letterhead', () => {
  it('stores the trimmed letterhead, answers the user and clears it with an empty text', async () => {
    const kitchen = await createKitchen();
    const answer = await call<{ user: Record<string, unknown> }>(
      'user/letterhead',
      { letterhead: '  Lindenweg 3\n12345 Musterstadt\nTel. 0123 4567  ' },
      kitchen,
    );
    expect(answer.type).toBe('user/letterhead/answer');
    expect(answer.payload.user.letterhead).toBe('Lindenweg 3\n12345 Musterstadt\nTel. 0123 4567');
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.letterhead).toBe(
      'Lindenweg 3\n12345 Musterstadt\nTel. 0123 4567',
    );
    await call('user/letterhead', { letterhead: '' }, kitchen);
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.letterhead).toBe('');
  });

  it('refuses a fourth line or more than 300 characters and keeps the stored text', async () => {
    const kitchen = await createKitchen();
    await call('user/letterhead', { letterhead: 'Lindenweg 3' }, kitchen);
    const tooManyLines = await refusal('user/letterhead', { letterhead: 'a\nb\nc\nd' }, kitchen);
    expect(tooManyLines.code).toBe('invalid-argument');
    expect(tooManyLines.message).toBe('Der Briefkopf hat höchstens 3 Zeilen.');
    expect((await refusal('user/letterhead', { letterhead: 'x'.repeat(301) }, kitchen)).code).toBe(
      'invalid-argument',
    );
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.letterhead).toBe('Lindenweg 3');
  });
});

describe('user/bioControlCode', () => {
  it('stores the code the official way, clears it with an empty text, refuses another format', async () => {
    const kitchen = await createKitchen();
    const answer = await call<{ user: Record<string, unknown> }>(
      'user/bioControlCode',
      { bioControlCode: ' de-oeko-006 ' },
      kitchen,
    );
    expect(answer.payload.user.bioControlCode).toBe('DE-ÖKO-006');
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.bioControlCode).toBe('DE-ÖKO-006');
    const wrong = await refusal('user/bioControlCode', { bioControlCode: 'Bio seit 2020' }, kitchen);
    expect(wrong.code).toBe('invalid-argument');
    expect(wrong.message).toMatch(
      /^Bitte geben Sie die Codenummer Ihrer Öko-Kontrollstelle im Format DE-ÖKO-000/,
    );
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.bioControlCode).toBe('DE-ÖKO-006');
    await call('user/bioControlCode', { bioControlCode: '' }, kitchen);
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.bioControlCode).toBe('');
  });
});

describe('user/name, user/heads, user/prices', () => {
  beforeAll(seedCatalogue);

  it('store the institution name, default heads and own-price changes', async () => {
    const kitchen = await createKitchen();
    await call('user/name', { name: '  Kita Löwenzahn  ' }, kitchen);
    await call('user/heads', { heads: { kiga: 35, kita: 10 } }, kitchen);
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
      heads: { kiga: 35, kita: 10 },
      prices: { karotte: { price: 1.2, amount: 1000 }, linsen: { price: 3, amount: 500 } },
    });
    const stored = (await testDb().doc(`users/${kitchen.uid}`).get()).data();
    expect(stored).toMatchObject({ name: 'Kita Löwenzahn', heads: { kiga: 35, kita: 10 } });
    await call('user/prices', { changes: [{ slug: 'karotte', price: null }] }, kitchen);
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.prices).toEqual({
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
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.prices).toEqual({
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
      expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.prices).toEqual({});
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
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.prices).toEqual({});
  });

  it('refuses a negative headcount with a German message naming the field, and writes nothing', async () => {
    const kitchen = await createKitchen();
    const result = await refusal('user/heads', { heads: { kiga: -3 } }, kitchen);
    expect(result.code).toBe('invalid-argument');
    expect(result.message).toBe('Ungültige Eingabe im Feld „heads.kiga“: ungültiger Wert.');
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.heads).toEqual({ kiga: 20 });
  });

  it('refuses an empty or overlong name', async () => {
    const kitchen = await createKitchen();
    expect(await refusal('user/name', { name: '   ' }, kitchen)).toEqual({
      code: 'invalid-argument',
      message: 'Bitte geben Sie den Namen Ihrer Einrichtung ein.',
    });
    expect((await refusal('user/name', { name: 'x'.repeat(121) }, kitchen)).message).toBe(
      'Der Name darf höchstens 120 Zeichen lang sein.',
    );
  });

  it('asks a caller without user document to sign in again', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    expect((await refusal('user/name', { name: 'Kita' }, kitchen)).code).toBe('failed-precondition');
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
});

describe('user/menuLine', () => {
  it('starts at Mischkost, stores ovo-lacto-vegetarisch and back, refuses another line in German', async () => {
    const kitchen = await createKitchen();
    const first = await call<{ user: Record<string, unknown> }>('user/validate', {}, kitchen);
    expect(first.payload.user.menuLine).toBe('mixed');
    const answer = await call<{ user: Record<string, unknown> }>(
      'user/menuLine',
      { menuLine: 'vegetarian' },
      kitchen,
    );
    expect(answer.type).toBe('user/menuLine/answer');
    expect(answer.payload.user.menuLine).toBe('vegetarian');
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.menuLine).toBe('vegetarian');
    expect(await refusal('user/menuLine', { menuLine: 'vegan' }, kitchen)).toEqual({
      code: 'invalid-argument',
      message: 'Bitte wählen Sie „Mischkost“ oder „ovo-lacto-vegetarisch“.',
    });
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.menuLine).toBe('vegetarian');
    await call('user/menuLine', { menuLine: 'mixed' }, kitchen);
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.menuLine).toBe('mixed');
  });
});
