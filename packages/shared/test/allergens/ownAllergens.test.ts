import {
  applyUserAllergenChanges,
  DomainError,
  dishMarks,
  effectiveAllergens,
  MAX_USER_ALLERGENS,
  menuLegend,
  ownAllergensNote,
  ownAllergenEntry,
  preparePlannerData,
  recipeAllergens,
  type UserAllergens,
} from '../../src';
import { INGREDIENTS, RECIPES, TODAY } from '../fixtures/kitchen';

const CATALOGUE = new Map(
  [
    { slug: 'fladenbrot', name: 'Fladenbrot', allergens: ['16a'] as const },
    { slug: 'senf', name: 'Senf', allergens: ['20', '1'] as const },
  ].map((i) => [i.slug, { name: i.name, allergens: [...i.allergens] }]),
);
const inCatalogue = (slug: string) => CATALOGUE.get(slug);

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('a kitchen’s own allergen marks', () => {
  it('adds and removes marks against the catalogue’s, in catalogue order', () => {
    expect(effectiveAllergens(['16a'], { add: ['21'], remove: [] })).toEqual(['16a', '21']);
    expect(effectiveAllergens(['20', '1'], { add: [], remove: ['1'] })).toEqual(['20']);
    expect(effectiveAllergens(['20', '1'], undefined)).toEqual(['1', '20']);
  });

  it('stores the difference to the catalogue with the trimmed reason', () => {
    expect(
      ownAllergenEntry(
        ['16a'],
        { allergens: ['21', '16a'], reason: '  Bäckerei Yilmaz: mit Sesam ' },
        'Fladenbrot',
      ),
    ).toEqual({ add: ['21'], remove: [], reason: 'Bäckerei Yilmaz: mit Sesam' });
    expect(
      ownAllergenEntry(['20', '1'], { allergens: ['20'], reason: 'ohne Konservierung' }, 'Senf'),
    ).toEqual({
      add: [],
      remove: ['1'],
      reason: 'ohne Konservierung',
    });
    // The same marks as the catalogue: nothing of its own to keep.
    expect(ownAllergenEntry(['16a'], { allergens: ['16a'], reason: '' }, 'Fladenbrot')).toBeNull();
  });

  it('refuses a change without reason, naming the ingredient, and keeps every other entry', () => {
    const stored: UserAllergens = { senf: { add: [], remove: ['1'], reason: 'ohne Konservierung' } };
    const e = refusal(() =>
      applyUserAllergenChanges(
        stored,
        [{ slug: 'fladenbrot', own: { allergens: ['16a', '21'], reason: ' ' } }],
        inCatalogue,
      ),
    );
    expect(e.code).toBe('invalid-argument');
    expect(e.message).toBe(
      'Fladenbrot: Bitte nennen Sie den Grund (z. B. das Produkt und seinen Hersteller).',
    );
    const next = applyUserAllergenChanges(
      stored,
      [{ slug: 'fladenbrot', own: { allergens: ['16a', '21'], reason: 'mit Sesam' } }],
      inCatalogue,
    );
    expect(next).toEqual({
      senf: { add: [], remove: ['1'], reason: 'ohne Konservierung' },
      fladenbrot: { add: ['21'], remove: [], reason: 'mit Sesam' },
    });
    expect(applyUserAllergenChanges(next, [{ slug: 'senf', own: null }], inCatalogue)).toEqual({
      fladenbrot: { add: ['21'], remove: [], reason: 'mit Sesam' },
    });
  });

  it('refuses a reason with invisible characters or a line break', () => {
    const change = (reason: string) => () =>
      applyUserAllergenChanges({}, [{ slug: 'senf', own: { allergens: ['20'], reason } }], inCatalogue);
    expect(refusal(change('ohne\u202EKonservierung')).message).toMatch(
      /^Senf: Der Text enthält unsichtbare Steuerzeichen/,
    );
    expect(refusal(change('ohne\nKonservierung')).message).toBe(
      'Senf: Der Text muss in einer Zeile stehen: bitte ohne Zeilenumbrüche und Tabulatoren eingeben.',
    );
  });

  it('refuses unknown ingredients, dangerous keys and unknown marks in German', () => {
    expect(
      refusal(() =>
        applyUserAllergenChanges(
          {},
          [{ slug: 'kaviar', own: { allergens: ['17'], reason: 'x' } }],
          inCatalogue,
        ),
      ).message,
    ).toBe('Die Zutat „kaviar“ gibt es nicht im Zutatenkatalog; ihre Allergene wurden nicht gespeichert.');
    expect(
      refusal(() => applyUserAllergenChanges({}, [{ slug: '__proto__', own: null }], inCatalogue)).message,
    ).toBe('Unzulässiger Zutatenname „__proto__“.');
    expect(
      refusal(() =>
        applyUserAllergenChanges(
          {},
          [{ slug: 'senf', own: { allergens: ['99'], reason: 'x' } }],
          inCatalogue,
        ),
      ).message,
    ).toBe('Die Kennzeichnung „99“ gibt es nicht.');
    // Removing the marks of an ingredient that left the catalogue is allowed.
    const gone: UserAllergens = { kaviar: { add: ['17'], remove: [], reason: 'x' } };
    expect(applyUserAllergenChanges(gone, [{ slug: 'kaviar', own: null }], inCatalogue)).toEqual({});
  });

  it(`keeps at most ${MAX_USER_ALLERGENS} ingredients with own marks`, () => {
    const full: UserAllergens = Object.fromEntries(
      Array.from({ length: MAX_USER_ALLERGENS }, (_, i) => [
        `zutat-${i}`,
        { add: ['21'], remove: [], reason: 'x' },
      ]),
    ) as UserAllergens;
    expect(
      refusal(() =>
        applyUserAllergenChanges(
          full,
          [{ slug: 'senf', own: { allergens: ['20'], reason: 'x' } }],
          inCatalogue,
        ),
      ).message,
    ).toBe(`Höchstens ${MAX_USER_ALLERGENS} Zutaten mit eigenen Allergenangaben.`);
  });

  it('puts the kitchen’s marks into every recipe and dish, marked as its own', () => {
    const own = preparePlannerData({
      ingredients: INGREDIENTS,
      recipes: RECIPES,
      today: TODAY,
      userAllergens: {
        quark: { add: ['21'], remove: ['10'], reason: 'Quark von Hof Sonne, in der Sesamkäserei' },
      },
    });
    const plain = preparePlannerData({ ingredients: INGREDIENTS, recipes: RECIPES, today: TODAY });
    expect(recipeAllergens(plain, 'quarkauflauf')).toEqual(['10', '12']);
    expect(recipeAllergens(own, 'quarkauflauf')).toEqual(['12', '21']);
    expect(dishMarks(own, 'quarkauflauf')).toMatchObject({ codes: ['12', '21'], ownAllergens: ['Quark'] });
    expect(dishMarks(plain, 'quarkauflauf').ownAllergens).toEqual([]);
    expect(menuLegend(dishMarks(own, 'quarkauflauf').codes)).toContain('21 = Sesamsamen');
  });

  it('refuses stored marks that do not fit the schema', () => {
    expect(() =>
      preparePlannerData({
        ingredients: INGREDIENTS,
        today: TODAY,
        userAllergens: { quark: { add: ['99'] } },
      }),
    ).toThrow('Ungültige Daten: eigene Allergenangaben');
  });
});

describe('the note on own marks', () => {
  it('names each ingredient once, and is empty without own marks', () => {
    expect(ownAllergensNote(['Fladenbrot', 'Senf', 'Fladenbrot'])).toBe(
      'Allergene nach eigener Angabe der Küche: Fladenbrot, Senf',
    );
    expect(ownAllergensNote([])).toBe('');
  });
});
