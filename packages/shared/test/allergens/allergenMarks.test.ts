import {
  ALLERGENS,
  declarationMarks,
  ingredientMarks,
  isAllergenOrAdditive,
  isLabelMark,
  labelLegend,
  labelMarks,
  listedMarks,
} from '../../src';

describe('the one rule of what is listed as an allergen or additive', () => {
  it('counts allergens and additives, never a label such as MSC, nor an unknown mark like Bio', () => {
    expect(isAllergenOrAdditive('17')).toBe(true); // Fisch
    expect(isAllergenOrAdditive('1')).toBe(true); // Konservierungsstoff
    expect(isAllergenOrAdditive('16a')).toBe(true);
    for (const label of ['*', '**', 'KR', '9']) expect(isAllergenOrAdditive(label)).toBe(false);
    expect(isAllergenOrAdditive('Bio')).toBe(false);
    expect(isAllergenOrAdditive('MSC')).toBe(false);
    // Every mark of the catalogue is either listed as allergen/additive or as a label, never both.
    for (const a of ALLERGENS) expect(isAllergenOrAdditive(a.id)).toBe(!isLabelMark(a.id));
  });

  it('splits marks into allergens/additives and labels, in catalogue order without duplicates', () => {
    expect(isLabelMark('*')).toBe(true);
    expect(isLabelMark('10')).toBe(false);
    expect(declarationMarks(['*', '17', '1', '17', 'KR'])).toEqual(['1', '17']);
    expect(labelMarks(['*', '17', '1', 'KR'])).toEqual(['*', 'KR']);
    expect(listedMarks(['*', '17', 'Bio', '10'])).toEqual({ codes: ['10', '17'], labels: ['*'] });
    expect(labelLegend(['KR', '10', '*'])).toEqual([
      'MSC = Fisch aus MSC-zertifizierter Fischerei',
      'nicht für Krippe = nicht für Krippenkinder geeignet',
    ]);
  });

  it('lists the marks of a set of ingredients, an unknown ingredient adding nothing', () => {
    expect(
      ingredientMarks([{ allergens: ['17', '*'] }, undefined, { allergens: ['10'] }, { allergens: [] }]),
    ).toEqual({ codes: ['10', '17'], labels: ['*'] });
  });
});
