import {
  assertOrganisationPrices,
  effectivePrice,
  IngredientSchema,
  kitchenPrices,
  MAX_USER_PRICES,
  PRICE_SOURCE_LABELS,
} from '../../src';
import { INGREDIENTS } from '../fixtures/kitchen';

const carrot = IngredientSchema.parse(INGREDIENTS.find((i) => i.slug === 'moehren'));
const today = '2026-11-23';

describe('a kitchen of a Träger: own over Träger over catalogue', () => {
  it('takes the own price, then the Träger’s, then the catalogue’s, then none', () => {
    const own = { moehren: { price: 1.2, amount: 500 } };
    const traeger = { moehren: { price: 0.9, amount: 1000 } };
    expect(effectivePrice(carrot, own, today, traeger)).toEqual({ price: 1.2, amount: 500, source: 'user' });
    expect(effectivePrice(carrot, {}, today, traeger)).toEqual({
      price: 0.9,
      amount: 1000,
      source: 'organisation',
    });
    expect(effectivePrice(carrot, {}, today, {})).toEqual({ price: 0.4, amount: 100, source: 'catalogue' });
    expect(effectivePrice({ ...carrot, prices: [] }, {}, today, {})).toMatchObject({
      price: 0,
      source: 'none',
    });
  });

  it('refuses a Träger price with an amount of 0 (the cost divides by it)', () => {
    expect(() => effectivePrice(carrot, {}, today, { moehren: { price: 1, amount: 0 } })).toThrow(
      /Menge des Trägerpreises/,
    );
  });

  it('merges the maps with the own entry winning per ingredient', () => {
    const own = { moehren: { price: 1.2, amount: 500 } };
    const traeger = { moehren: { price: 0.9, amount: 1000 }, milch: { price: 0.8, amount: 1000 } };
    expect(kitchenPrices(own, traeger)).toEqual({
      moehren: { price: 1.2, amount: 500 },
      milch: { price: 0.8, amount: 1000 },
    });
    expect(kitchenPrices(own, {})).toEqual(own);
    expect(kitchenPrices({}, traeger)).toEqual(traeger);
  });

  it('names every source in German', () => {
    expect(PRICE_SOURCE_LABELS).toEqual({
      user: 'eigene',
      organisation: 'Träger',
      catalogue: 'Katalog',
      none: 'ohne Preis',
    });
  });
});

describe('a Träger’s price list as saved', () => {
  const known = (slug: string) => slug === 'moehren' || slug === 'milch';

  it('accepts catalogue ingredients and the empty list', () => {
    expect(() => assertOrganisationPrices({ moehren: { price: 1, amount: 1000 } }, known)).not.toThrow();
    expect(() => assertOrganisationPrices({}, known)).not.toThrow();
  });

  it('refuses unknown ingredients, naming them', () => {
    expect(() =>
      assertOrganisationPrices(
        { moehren: { price: 1, amount: 1 }, trueffel: { price: 9, amount: 1 } },
        known,
      ),
    ).toThrow(
      'Die Zutat „trueffel“ gibt es nicht im Zutatenkatalog; die Preisliste wurde nicht gespeichert.',
    );
  });

  it('refuses a key that must never become a property name', () => {
    expect(() => assertOrganisationPrices({ constructor: { price: 1, amount: 1 } }, () => true)).toThrow(
      'Unzulässiger Zutatenname „constructor“.',
    );
  });

  it('refuses more than MAX_USER_PRICES prices', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_USER_PRICES + 1 }, (_, i) => [`z${i}`, { price: 1, amount: 1 }]),
    );
    expect(() => assertOrganisationPrices(many, () => true)).toThrow(/höchstens 2000 Preise/);
  });
});
