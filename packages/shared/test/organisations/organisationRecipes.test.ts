import {
  GUEST_CAPS,
  KITCHEN_CAPS,
  keptOrganisationRecipe,
  keptRecipesFit,
  MAX_ORGANISATION_RECIPES,
  ORGANISATION_RECIPE_TEXTS,
  organisationRecipesToKeep,
  organisationRecipeTarget,
  RecipeSchema,
  type OrganisationRecipeSource,
} from '../../src';

const source = (kitchenId: string, slug: string, version = 1): OrganisationRecipeSource => ({
  kitchenId,
  slug,
  version,
});

describe('organisationRecipeTarget', () => {
  it('keeps the kitchen’s slug when the Träger has no recipe of that slug', () => {
    expect(organisationRecipeTarget('k1', 'linsen-dal', {})).toEqual({
      kind: 'ok',
      slug: 'linsen-dal',
      version: 1,
      replaces: false,
    });
  });

  it('replaces the recipe shared from the same kitchen and slug, one version higher', () => {
    const sources = {
      'linsen-dal': source('k2', 'linsen-dal'),
      'linsen-dal-2': source('k1', 'linsen-dal', 4),
    };
    expect(organisationRecipeTarget('k1', 'linsen-dal', sources)).toEqual({
      kind: 'ok',
      slug: 'linsen-dal-2',
      version: 5,
      replaces: true,
    });
  });

  it('gives a recipe of another kitchen with a taken slug the next free suffix', () => {
    const sources = { 'linsen-dal': source('k2', 'linsen-dal'), 'linsen-dal-2': source('k3', 'linsen-dal') };
    expect(organisationRecipeTarget('k1', 'linsen-dal', sources)).toMatchObject({ slug: 'linsen-dal-3' });
  });

  it('refuses a new recipe at the cap but still publishes an edit', () => {
    const sources = Object.fromEntries(
      Array.from({ length: MAX_ORGANISATION_RECIPES }, (_, i) => [`r-${i}`, source('k2', `r-${i}`)]),
    );
    expect(organisationRecipeTarget('k1', 'neu', sources)).toEqual({ kind: 'full' });
    expect(organisationRecipeTarget('k2', 'r-7', sources)).toMatchObject({
      kind: 'ok',
      slug: 'r-7',
      version: 2,
    });
  });
});

describe('leaving the Träger', () => {
  it('keeps only the Träger’s recipes the kitchen has no own recipe of', () => {
    expect(organisationRecipesToKeep(['a', 'b', 'c'], ['b', 'x'])).toEqual(['a', 'c']);
  });

  it('makes the copy the kitchen’s own, authored by the Träger, as a new document', () => {
    const orgRecipe = RecipeSchema.parse({
      slug: 'linsen-dal',
      name: 'Linsen-Dal',
      organisation: 'o-1',
      author: 'Kita Sonnenschein',
      method: 'Kochen.',
      version: 7,
    });
    const kept = keptOrganisationRecipe(orgRecipe, 'k9', '  Kita-Eigenbetrieb Nord ');
    expect(kept).toEqual({
      ...orgRecipe,
      organisation: undefined,
      owner: 'k9',
      author: 'Kita-Eigenbetrieb Nord',
      version: 1,
    });
    expect('organisation' in kept).toBe(false);
    expect(RecipeSchema.parse(kept)).toEqual(kept);
  });

  it('counts the copies against the kitchen’s cap', () => {
    expect(keptRecipesFit(KITCHEN_CAPS.recipes - 3, 3, false)).toBe(true);
    expect(keptRecipesFit(KITCHEN_CAPS.recipes - 3, 4, false)).toBe(false);
    expect(keptRecipesFit(GUEST_CAPS.recipes, 1, true)).toBe(false);
  });

  it('names what to do, for the Küchenleitung and for the Träger-Leitung', () => {
    expect(ORGANISATION_RECIPE_TEXTS.copiesDoNotFit(1, false)).toContain('das Rezept des Trägers');
    expect(ORGANISATION_RECIPE_TEXTS.copiesDoNotFit(1200, true)).toContain('die 1.200 Rezepte');
    expect(ORGANISATION_RECIPE_TEXTS.copiesDoNotFit(2, true)).toContain('Bitte ziehen Sie zuerst Rezepte');
    expect(ORGANISATION_RECIPE_TEXTS.copiesDoNotFit(2, false)).toContain('Träger-Leitung');
  });
});
