/** One rounding of amounts for every screen: the recipe page shows the pieces the shopping list buys. */
import {
  displayAmount,
  displayQuantity,
  preparePlannerData,
  roundPieces,
  scaleRecipe,
  shoppingListCsv,
  toPurchaseUnit,
  formatPurchaseAmount,
} from '../../src';

describe('piece rounding', () => {
  it('counts pieces whole, rounded up, and ignores float noise', () => {
    expect(roundPieces(49.6)).toBe(50);
    expect(roundPieces(49.01)).toBe(50);
    expect(roundPieces(3.0000000001)).toBe(3);
    expect(roundPieces(0)).toBe(0);
    expect(displayQuantity(49.6, 'St.')).toBe('50 St.');
    expect(displayAmount(0.4, 'St.')).toBe(1);
  });

  it('shows other units with their decimals, unrounded upwards', () => {
    expect(displayQuantity(123.45, 'g')).toBe('123,5 g');
    expect(displayQuantity(1.256, 'kg')).toBe('1,26 kg');
    expect(displayQuantity(1500, 'ml')).toBe('1.500 ml');
    expect(displayAmount(12.34, 'g')).toBe(12.34);
    expect(() => displayQuantity(Number.NaN, 'g')).toThrow('Ungültige Menge');
  });

  it('gives the recipe page the same pieces as the shopping list and its CSV', () => {
    const data = preparePlannerData({
      ingredients: [
        {
          slug: 'vollkornbroetchen',
          name: 'Vollkornbrötchen',
          unit: 'St.',
          referenceAmount: 1,
          netReferenceAmount: 1,
          referenceAmountInG: 60,
          prices: [{ price: 0.35, fromDate: '2026-01-01', referenceAmount: 1 }],
        },
      ],
      recipes: [
        {
          slug: 'broetchen',
          name: 'Brötchen',
          portions: 10,
          ingredients: [{ slug: 'vollkornbroetchen', amount: 8 }],
        },
      ],
      today: '2026-11-30',
    });
    // 62 Kindergarten portions of 0.8 rolls: 49.6 rolls.
    const [line] = scaleRecipe(data, 'broetchen', { kiga: 62 });
    expect(line!.grossAmount).toBeCloseTo(49.6);
    const onRecipePage = displayQuantity(line!.grossAmount, line!.unit);
    const bought = toPurchaseUnit(line!.grossAmount, line!.unit);
    expect(onRecipePage).toBe('50 St.');
    expect(formatPurchaseAmount(bought.amount, bought.unit)).toBe(onRecipePage);
    const csv = shoppingListCsv({
      items: [
        {
          slug: 'vollkornbroetchen',
          name: 'Vollkornbrötchen',
          foodGroup: 'grains',
          amount: 49.6,
          unit: 'St.',
          cost: 17.36,
          checked: false,
        },
      ],
    });
    expect(csv).toContain('"Vollkornbrötchen";50;"St."');
  });
});
