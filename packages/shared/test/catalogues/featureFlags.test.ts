import {
  FEATURE_FLAG_IDS,
  FeaturesSchema,
  featureRefusal,
  NEW_KITCHEN_FEATURES,
  hasFeature,
} from '../../src';

describe('NEW_KITCHEN_FEATURES', () => {
  it('opens every kitchen area and leaves masterplan and usage to admins', () => {
    const on = FEATURE_FLAG_IDS.filter((flag) => hasFeature(NEW_KITCHEN_FEATURES, flag));
    expect(on).toEqual(['plan', 'recipes', 'shopping', 'ingredients', 'videos']);
    expect(hasFeature(NEW_KITCHEN_FEATURES, 'masterplan')).toBe(false);
    expect(hasFeature(NEW_KITCHEN_FEATURES, 'usage')).toBe(false);
  });

  it('is a valid feature map of a user', () => {
    expect(FeaturesSchema.parse(NEW_KITCHEN_FEATURES)).toEqual(NEW_KITCHEN_FEATURES);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(NEW_KITCHEN_FEATURES)).toBe(true);
  });
});

it('refuses a missing feature in German, naming the areas by their labels, not their ids', () => {
  expect(featureRefusal(['usage'])).toBe(
    'Diese Funktion ist für Ihre Küche nicht freigeschaltet (Nutzungsstatistik).',
  );
  expect(featureRefusal(['masterplan', 'plan'])).toBe(
    'Diese Funktion ist für Ihre Küche nicht freigeschaltet (Masterplan oder Speiseplan).',
  );
});
