import {
  AGE_GROUPS,
  ALLERGENS,
  DEFAULT_PORTION_FACTORS,
  DISH_TYPES,
  FEATURE_FLAGS,
  FOOD_GROUPS,
  WEEKDAYS,
  WORKSHOP_TYPES,
  ageGroupLabel,
  allergenKinds,
  allergenLabel,
  allergenParent,
  allergenLegend,
  difficultyLabel,
  dishTypeLabel,
  hasFeature,
  menuLegend,
  sortAllergenIds,
  unnamedAllergenKinds,
  workshopTypeArticlePath,
} from '../../src';

describe('catalogues', () => {
  it('labels the five age groups as docs/domain-shapes.md names them', () => {
    expect(AGE_GROUPS.map((g) => `${g.id}=${g.label}`)).toEqual([
      'kita=Krippe',
      'kiga=Kindergarten',
      'school=Grundschule',
      'highschool=Mittelstufe',
      'adult=Oberstufe und Erwachsene',
    ]);
    expect(ageGroupLabel('school')).toBe('Grundschule');
    expect(ageGroupLabel('unknown')).toBe('unknown');
  });

  it('keeps the default portion factors of docs/domain-rules.md in the table and the lookup alike', () => {
    for (const g of AGE_GROUPS) expect(DEFAULT_PORTION_FACTORS[g.id]).toBe(g.defaultPortionFactor);
    expect(DEFAULT_PORTION_FACTORS).toEqual({ kita: 0.8, kiga: 1, school: 1.3, highschool: 1.5, adult: 1.6 });
  });

  it('has weekdays Monday to Friday and the dish types with Umlaute', () => {
    expect(WEEKDAYS.map((d) => d.label)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']);
    expect(dishTypeLabel('sweet')).toBe('Süßspeise');
    expect(DISH_TYPES).toHaveLength(7);
    expect(difficultyLabel(2)).toBe('aufwendig');
    expect(difficultyLabel(7)).toBe('unbekannt');
  });

  it('lists thirteen food groups in display order', () => {
    expect(FOOD_GROUPS).toHaveLength(13);
    expect(FOOD_GROUPS[0]!.label).toBe('Getränke');
    expect(FOOD_GROUPS.at(-1)!.label).toBe('Sonstige');
  });

  it("keeps the menus' allergen ids and completes the 14 LMIV allergens", () => {
    const ids = ALLERGENS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('13');
    for (const id of ['1', '7', '10', '16', '22', '*', '**', 'KR']) expect(ids).toContain(id);
    expect(ALLERGENS.filter((a) => a.kind === 'allergen' && !a.parent)).toHaveLength(14);
    expect(allergenLabel('23')).toBe('Lupinen');
    expect(allergenLabel('24')).toBe('Weichtiere');
    expect(allergenLabel('10')).toBe('Milch');
  });

  it('gives every additive the legal wording for the printed legend', () => {
    expect(allergenLegend('1')).toBe('mit Konservierungsstoff');
    expect(allergenLegend('3')).toBe('mit Farbstoff');
    expect(allergenLegend('8')).toBe('mit Süßungsmittel(n)');
    expect(allergenLegend('29')).toBe('enthält eine Phenylalaninquelle');
    for (const a of ALLERGENS) expect(a.legend.length).toBeGreaterThan(0);
  });

  it('prints the legend of the codes a menu uses', () => {
    expect(menuLegend(['10', '1', 'KR', '10'])).toEqual([
      '1 = mit Konservierungsstoff',
      '10 = Milch (einschließlich Laktose)',
      'KR = nicht für Krippenkinder geeignet',
    ]);
  });

  it('names the cereal and the nut by sub-code, in the legend and the label (LMIV Annex II)', () => {
    expect(allergenKinds('16').map(allergenLabel)).toEqual([
      'Gluten (Weizen)',
      'Gluten (Roggen)',
      'Gluten (Gerste)',
      'Gluten (Hafer)',
      'Gluten (Dinkel)',
      'Gluten (Khorasan-Weizen)',
    ]);
    expect(allergenKinds('14')).toHaveLength(8);
    expect(menuLegend(['16e', '10', '16a', '14b'])).toEqual([
      '10 = Milch (einschließlich Laktose)',
      '14b = Schalenfrüchte: Haselnüsse',
      '16a = glutenhaltiges Getreide: Weizen',
      '16e = glutenhaltiges Getreide: Dinkel',
    ]);
    expect(allergenParent('14h')).toBe('14');
    expect(allergenParent('10')).toBe('10');
    expect(unnamedAllergenKinds(['16', '10', '14', '14a'])).toEqual(['16']);
    expect(unnamedAllergenKinds(['16a', '14c'])).toEqual([]);
  });

  it('sorts allergen ids in catalogue order without duplicates', () => {
    expect(sortAllergenIds(['KR', '16', '10', '16', '*', '2'])).toEqual(['2', '10', '16', '*', 'KR']);
  });

  it('links each of the nine workshop types to its article', () => {
    expect(WORKSHOP_TYPES).toHaveLength(9);
    expect(workshopTypeArticlePath('klima')).toBe('/artikel/klima-und-umweltbewusste-mensa');
    expect(workshopTypeArticlePath('getreide-huelsenfruechte')).toBe('/artikel/kochen-mit-getreide');
    expect(workshopTypeArticlePath('nope')).toBe('');
  });

  it('switches features on only when the flag is true', () => {
    expect(FEATURE_FLAGS.map((f) => f.id)).toEqual([
      'masterplan',
      'plan',
      'recipes',
      'shopping',
      'ingredients',
      'usage',
      'videos',
    ]);
    expect(hasFeature({ plan: true }, 'plan')).toBe(true);
    expect(hasFeature({ plan: false }, 'plan')).toBe(false);
    expect(hasFeature(undefined, 'plan')).toBe(false);
  });
});
