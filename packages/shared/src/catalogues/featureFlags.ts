/**
 * Feature flags of a user (docs/product.md, "Roles and feature flags"): each switches one area of the app on.
 */
import { labelLookup } from './lookup';

export const FEATURE_FLAG_IDS = [
  'masterplan',
  'plan',
  'recipes',
  'shopping',
  'ingredients',
  'usage',
  'videos',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAG_IDS)[number];

export const FEATURE_FLAGS: readonly { id: FeatureFlag; label: string }[] = [
  { id: 'masterplan', label: 'Masterplan' },
  { id: 'plan', label: 'Speiseplan' },
  { id: 'recipes', label: 'Rezepte' },
  { id: 'shopping', label: 'Einkauf' },
  { id: 'ingredients', label: 'Zutaten' },
  // Every kitchen with the Speiseplan has its own Statistik; this flag adds the use across kitchens.
  { id: 'usage', label: 'Nutzungsstatistik' },
  { id: 'videos', label: 'Lehrvideos' },
];

/**
 * Feature flags of a new kitchen (user/validate writes them on first sign-in): every area a kitchen works
 * in; masterplan and usage (the use of the planner across kitchens) stay admin matters. The kitchen's own
 * Statistik comes with `plan`.
 */
export const NEW_KITCHEN_FEATURES: Readonly<Partial<Record<FeatureFlag, true>>> = Object.freeze({
  plan: true,
  recipes: true,
  shopping: true,
  ingredients: true,
  videos: true,
});

/** German label of a feature flag ("Einkauf" for shopping). */
export const featureFlagLabel = labelLookup(FEATURE_FLAGS);

/**
 * The refusal of an action whose feature the kitchen lacks (flags belong to the kitchen; docs/product.md,
 * "Roles and feature flags"): names the areas in German, any one of which would open it.
 */
export function featureRefusal(anyOf: readonly FeatureFlag[]): string {
  return `Diese Funktion ist für Ihre Küche nicht freigeschaltet (${anyOf.map(featureFlagLabel).join(' oder ')}).`;
}

/** True when the user's feature map switches this feature on (absent counts as off). */
export function hasFeature(
  features: Partial<Record<string, boolean>> | undefined,
  flag: FeatureFlag,
): boolean {
  return features?.[flag] === true;
}
