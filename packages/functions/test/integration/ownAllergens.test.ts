/** user/allergens through the wrapped controller, against the local Firestore stand-in. */
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { createKitchen, testDb } from '../helpers/kitchens';

const stored = async (kitchen: Kitchen) => (await testDb().doc(`kitchens/${kitchen.uid}`).get()).data();

describe('user/allergens', () => {
  beforeAll(seedCatalogue);

  it('stores what the kitchen’s product carries beyond the catalogue, with the reason, and removes it again', async () => {
    const kitchen = await createKitchen();
    const answer = await call<{ user: Record<string, unknown> }>(
      'user/allergens',
      {
        changes: [
          { slug: 'karotte', own: { allergens: ['21', '19'], reason: '  Möhren-Mix vom Hof Sonne ' } },
        ],
      },
      kitchen,
    );
    const own = { karotte: { add: ['19', '21'], remove: [], reason: 'Möhren-Mix vom Hof Sonne' } };
    expect(answer.payload.user.allergens).toEqual(own);
    expect((await stored(kitchen))?.allergens).toEqual(own);
    // A second device changes another ingredient: both stay.
    await call(
      'user/allergens',
      { changes: [{ slug: 'linsen', own: { allergens: ['16a'], reason: 'Linsen aus gemeinsamer Mühle' } }] },
      kitchen,
    );
    expect(Object.keys((await stored(kitchen))?.allergens ?? {}).sort()).toEqual(['karotte', 'linsen']);
    await call('user/allergens', { changes: [{ slug: 'karotte', own: null }] }, kitchen);
    expect((await stored(kitchen))?.allergens).toEqual({
      linsen: { add: ['16a'], remove: [], reason: 'Linsen aus gemeinsamer Mühle' },
    });
  });

  it.each([
    [
      'a change without reason',
      { changes: [{ slug: 'karotte', own: { allergens: ['21'], reason: '   ' } }] },
      'Zutat karotte: Bitte nennen Sie den Grund (z. B. das Produkt und seinen Hersteller).',
    ],
    [
      'an ingredient that is not in the catalogue',
      { changes: [{ slug: 'drachenfrucht', own: { allergens: ['21'], reason: 'x' } }] },
      'Die Zutat „drachenfrucht“ gibt es nicht im Zutatenkatalog; ihre Allergene wurden nicht gespeichert.',
    ],
    [
      'the key __proto__',
      { changes: [{ slug: '__proto__', own: { allergens: ['21'], reason: 'x' } }] },
      'Unzulässiger Zutatenname „__proto__“.',
    ],
    [
      'an unknown mark',
      { changes: [{ slug: 'karotte', own: { allergens: ['99'], reason: 'x' } }] },
      'Ungültige Eingabe im Feld „changes.0.own.allergens.0“: ungültiger Wert.',
    ],
    [
      'a reason of 201 characters',
      { changes: [{ slug: 'karotte', own: { allergens: ['21'], reason: 'x'.repeat(201) } }] },
      'Zutat karotte: Der Grund darf höchstens 200 Zeichen lang sein.',
    ],
    ['no change at all', { changes: [] }, undefined],
    ['an unknown field', { changes: [{ slug: 'karotte', own: null, admin: true }] }, undefined],
  ])('refuses %s in German and writes nothing', async (_label, payload, message) => {
    const kitchen = await createKitchen();
    await call(
      'user/allergens',
      { changes: [{ slug: 'linsen', own: { allergens: ['16a'], reason: 'gemeinsame Mühle' } }] },
      kitchen,
    );
    const before = await stored(kitchen);
    const result = await refusal('user/allergens', payload, kitchen);
    expect(result.code).toBe('invalid-argument');
    if (message) expect(result.message).toBe(message);
    else expect(result.message).toMatch(/^Ungültige Eingabe/);
    expect(await stored(kitchen)).toEqual(before);
  });

  it('keeps each kitchen’s marks to itself', async () => {
    const a = await createKitchen();
    const b = await createKitchen();
    await call(
      'user/allergens',
      { changes: [{ slug: 'karotte', own: { allergens: ['21'], reason: 'Kita A: Sesam-Möhren' } }] },
      a,
    );
    const answer = await call<{ user: Record<string, unknown> }>(
      'user/allergens',
      { changes: [{ slug: 'linsen', own: { allergens: ['11'], reason: 'Kita B: Soja' } }] },
      b,
    );
    expect(answer.payload.user.allergens).toEqual({
      linsen: { add: ['11'], remove: [], reason: 'Kita B: Soja' },
    });
    expect((await stored(a))?.allergens).toEqual({
      karotte: { add: ['21'], remove: [], reason: 'Kita A: Sesam-Möhren' },
    });
    // Removing in B does not touch A's entry of the same ingredient.
    await call('user/allergens', { changes: [{ slug: 'karotte', own: null }] }, b);
    expect((await stored(a))?.allergens).toHaveProperty('karotte');
  });

  it('refuses a caller without person and kitchen as no member, and creates nothing', async () => {
    const kitchen = await createKitchen({ withoutProfile: true });
    expect(await refusal('user/allergens', { changes: [{ slug: 'karotte', own: null }] }, kitchen)).toEqual({
      code: 'permission-denied',
      message: 'Sie gehören nicht (mehr) zu dieser Küche. Bitte laden Sie die Seite neu.',
    });
    expect(await stored(kitchen)).toBeUndefined();
  });
});
