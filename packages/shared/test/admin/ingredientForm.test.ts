/** The Zutatenkatalog's form: every field as typed, a German message per field, the checked ingredient. */
import {
  checkIngredientForm,
  INGREDIENT_FLAGS,
  INGREDIENT_FORM_MESSAGES,
  INGREDIENT_TOO_LARGE_MESSAGE,
  IngredientSchema,
  ingredientFormOf,
  newIngredientForm,
  nutrientMessage,
  slugTakenMessage,
  type IngredientForm,
  type IngredientFormOptions,
} from '../../src';

const TODAY = '2026-11-25';
const taken = new Set(['karotte']);
const asNew: IngredientFormOptions = {
  version: 0,
  slugTaken: (slug: string) => taken.has(slug),
  today: TODAY,
};

/** A complete new ingredient: Haferflocken with gluten, nutrients, two marks and a price. */
function haferflocken(changes: Partial<IngredientForm> = {}): IngredientForm {
  const form = newIngredientForm();
  return {
    ...form,
    slug: 'haferflocken',
    name: ' Haferflocken ',
    foodGroup: 'grains',
    allergens: ['16'],
    calories: '372',
    components: { protein: '13,5', carbs: '58,7', fat: '7', fiber: '10', salt: '0,02' },
    flags: { ...form.flags, isCereal: true, isWholeGrain: true },
    prices: [{ price: 0.39, fromDate: '2026-11-01', referenceAmount: 100 }],
    ...changes,
  };
}

const errorsOf = (form: IngredientForm, options: IngredientFormOptions = asNew) => {
  const result = checkIngredientForm(form, options);
  return 'errors' in result ? result.errors : {};
};

describe('checkIngredientForm', () => {
  it('gives the ingredient with decimal commas read, marks that are on and the version seen', () => {
    const result = checkIngredientForm(haferflocken(), asNew);
    expect(result).toEqual({
      ingredient: {
        slug: 'haferflocken',
        name: 'Haferflocken',
        link: '',
        unit: 'g',
        referenceAmount: 100,
        netReferenceAmount: 100,
        referenceAmountInG: 100,
        prices: [{ price: 0.39, fromDate: '2026-11-01', referenceAmount: 100 }],
        calories: 372,
        components: { protein: 13.5, carbs: 58.7, fat: 7, fiber: 10, salt: 0.02 },
        foodGroup: 'grains',
        allergens: ['16'],
        isCereal: true,
        isWholeGrain: true,
        isOrganic: true,
        version: 0,
      },
    });
  });

  it('gives back what a stored ingredient holds, with its flags', () => {
    const stored = IngredientSchema.parse({
      slug: 'lachs',
      name: 'Lachsfilet',
      link: 'https://example.org/lachs',
      unit: 'g',
      referenceAmount: 1000,
      netReferenceAmount: 950,
      referenceAmountInG: 1000,
      prices: [{ price: 24.123, fromDate: '2025-03-01', referenceAmount: 1000 }],
      calories: 202.5,
      components: { protein: 20, carbs: 0, fat: 13.6, fiber: 0, salt: 0.1 },
      foodGroup: 'fish',
      allergens: ['17', '*'],
      isFish: true,
      isFattyFish: true,
      isNotVegetarian: true,
      isNotVegan: true,
      isOrganic: false,
      version: 6,
    });
    const form = ingredientFormOf(stored);
    expect(form.calories).toBe('202,5');
    expect(form.netReferenceAmount).toBe('950');
    // A stored price with three decimals is not typed again, so it passes as it is.
    expect(checkIngredientForm(form, { version: stored.version, today: TODAY })).toEqual({
      ingredient: stored,
    });
  });

  it('keeps allergens in catalogue order', () => {
    const result = checkIngredientForm(haferflocken({ allergens: ['KR', '10', '16'] }), asNew);
    expect('ingredient' in result && result.ingredient.allergens).toEqual(['10', '16', 'KR']);
  });

  it('counts empty nutrient fields as 0', () => {
    const result = checkIngredientForm(
      haferflocken({ calories: '', components: { protein: '', carbs: ' ', fat: '', fiber: '', salt: '' } }),
      asNew,
    );
    expect('ingredient' in result && [result.ingredient.calories, result.ingredient.components]).toEqual([
      0,
      { protein: 0, carbs: 0, fat: 0, fiber: 0, salt: 0 },
    ]);
  });

  it('names each field that is not right, in German', () => {
    const errors = errorsOf(
      haferflocken({
        name: '  ',
        slug: 'Hafer Flocken',
        link: 'www.example.org',
        referenceAmount: '0',
        netReferenceAmount: 'viel',
        referenceAmountInG: '-5',
        calories: '1200',
        components: { protein: '13,5', carbs: 'x', fat: '101', fiber: '-1', salt: '0,02' },
      }),
    );
    expect(errors).toEqual({
      name: INGREDIENT_FORM_MESSAGES.nameEmpty,
      slug: INGREDIENT_FORM_MESSAGES.slugFormat,
      link: INGREDIENT_FORM_MESSAGES.link,
      referenceAmount: INGREDIENT_FORM_MESSAGES.referenceAmount,
      netReferenceAmount: INGREDIENT_FORM_MESSAGES.netReferenceAmount,
      referenceAmountInG: INGREDIENT_FORM_MESSAGES.referenceAmountInG,
      calories: INGREDIENT_FORM_MESSAGES.calories,
      carbs: nutrientMessage('carbs'),
      fat: nutrientMessage('fat'),
      fiber: nutrientMessage('fiber'),
    });
    expect(nutrientMessage('fat')).toBe(
      'Bitte geben Sie Fett in Gramm je 100 g als Zahl von 0 bis 100 ein, z. B. 3,5.',
    );
  });

  it('refuses an edible amount above the reference amount', () => {
    expect(errorsOf(haferflocken({ referenceAmount: '100', netReferenceAmount: '120' }))).toEqual({
      netReferenceAmount: 'Die essbare Menge darf nicht größer als die Bezugsmenge sein.',
    });
  });

  it('refuses an empty, a long and a taken slug of a new ingredient', () => {
    expect(errorsOf(haferflocken({ slug: '' })).slug).toBe(INGREDIENT_FORM_MESSAGES.slugEmpty);
    expect(errorsOf(haferflocken({ slug: '  ' })).slug).toBe(INGREDIENT_FORM_MESSAGES.slugEmpty);
    expect(errorsOf(haferflocken({ slug: 'a'.repeat(121) })).slug).toBe(INGREDIENT_FORM_MESSAGES.slugTooLong);
    expect(errorsOf(haferflocken({ slug: 'karotte' })).slug).toBe(slugTakenMessage('karotte'));
    expect(slugTakenMessage('karotte')).toBe('Eine Zutat mit der Kurzbezeichnung „karotte“ gibt es schon.');
    // Editing a stored one: its own slug is of course in the catalogue.
    expect(errorsOf(haferflocken({ slug: 'karotte' }), { version: 3, today: TODAY })).toEqual({});
  });

  it('refuses a name longer than 120 characters', () => {
    expect(errorsOf(haferflocken({ name: 'x'.repeat(121) })).name).toBe(INGREDIENT_FORM_MESSAGES.nameTooLong);
  });

  it('refuses an allergen that is not in the catalogue', () => {
    const form = haferflocken({ allergens: ['16', '13' as never] });
    expect(errorsOf(form).allergens).toBe(INGREDIENT_FORM_MESSAGES.allergens);
  });

  it('refuses an ingredient too large for its catalogue entry, as the backend would', () => {
    const form = haferflocken({
      name: 'Ä'.repeat(120),
      slug: 'a'.repeat(120),
      link: `https://example.org/${'ä'.repeat(1900)}`,
    });
    expect(errorsOf(form)).toEqual({ form: INGREDIENT_TOO_LARGE_MESSAGE });
  });

  it('offers every mark with a German label, grouped for DGE check and warnings', () => {
    expect(INGREDIENT_FLAGS.filter((f) => f.kind === 'diet').map((f) => f.label)).toEqual([
      'nicht vegetarisch',
      'nicht vegan',
      'nicht für Krippenkinder',
    ]);
    expect(INGREDIENT_FLAGS).toHaveLength(17);
  });
});
