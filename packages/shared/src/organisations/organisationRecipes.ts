/**
 * The Träger's recipes (docs/product.md, "Träger"; docs/data-model.md, "Organisations (Träger)"): which
 * slug a shared recipe gets, the copy a kitchen keeps when it leaves, and the German refusals. A kitchen
 * sees its own recipes over the Träger's over the shared ones (a recipe with the same slug hides the next).
 */
import { MAX_NAME_LENGTH } from '../schemas/limits';
import { MAX_ORGANISATION_RECIPES } from '../schemas/organisation';
import type { Recipe } from '../schemas/recipe';
import { freeSharedSlug } from '../admin/sharedRecipeSlug';
import { kitchenCapOf } from '../quotas/kitchenCaps';

/** Where a recipe of the Träger came from, and its version (kept for withdrawn recipes too). */
export interface OrganisationRecipeSource {
  kitchenId: string;
  slug: string;
  version: number;
}

/** The slug and version a shared recipe gets, or why it cannot be shared. */
export type OrganisationRecipeTarget =
  { kind: 'ok'; slug: string; version: number; replaces: boolean } | { kind: 'full' } | { kind: 'noSlug' };

/**
 * Where the kitchen `kitchenId`'s recipe `slug` goes among the Träger's recipes `sources` (every recipe
 * the Träger ever shared, withdrawn ones too, by slug): the recipe it was shared as before (replaced, its
 * version raised: sharing again publishes the edit), else its own slug when free, else `<slug>-2`, `-3` …
 * A new recipe must fit MAX_ORGANISATION_RECIPES.
 */
export function organisationRecipeTarget(
  kitchenId: string,
  slug: string,
  sources: Readonly<Record<string, OrganisationRecipeSource>>,
): OrganisationRecipeTarget {
  for (const [target, source] of Object.entries(sources))
    if (source.kitchenId === kitchenId && source.slug === slug)
      return { kind: 'ok', slug: target, version: source.version + 1, replaces: true };
  if (Object.keys(sources).length >= MAX_ORGANISATION_RECIPES) return { kind: 'full' };
  const free = freeSharedSlug(slug, new Set(Object.keys(sources)));
  return free ? { kind: 'ok', slug: free, version: 1, replaces: false } : { kind: 'noSlug' };
}

/**
 * The slugs of the Träger's listed recipes a kitchen leaving it keeps as own recipes: every one whose
 * slug the kitchen has no own recipe of (its own one hides the Träger's anyway).
 */
export function organisationRecipesToKeep(listed: readonly string[], own: readonly string[]): string[] {
  const ownSlugs = new Set(own);
  return listed.filter((slug) => !ownSlugs.has(slug));
}

/**
 * The own recipe a kitchen keeps of the Träger's recipe when it leaves: owned by the kitchen, no longer
 * the Träger's, the Träger's name as author, a new document (version 1).
 */
export function keptOrganisationRecipe(recipe: Recipe, kitchenId: string, organisationName: string): Recipe {
  const { organisation: _organisation, changedBy: _changedBy, author: _author, ...rest } = recipe;
  const author = organisationName.trim().slice(0, MAX_NAME_LENGTH).trim();
  return { ...rest, owner: kitchenId, ...(author ? { author } : {}), version: 1 };
}

/** Whether `own` own recipes and `kept` copies fit the kitchen's cap (shared quotas/kitchenCaps.ts). */
export function keptRecipesFit(own: number, kept: number, guest: boolean): boolean {
  return own + kept <= kitchenCapOf('recipes', guest);
}

/** The German texts of the Träger's recipes. */
export const ORGANISATION_RECIPE_TEXTS = {
  /** recipes/save of a recipe of the Träger. */
  readOnly: 'Rezepte des Trägers ändert nur die Träger-Leitung.',
  /** org/shareRecipe without a current kitchen. */
  noKitchen: 'Bitte wählen Sie zuerst die Küche, deren Rezept Sie mit dem Träger teilen möchten.',
  /** org/shareRecipe from a kitchen the caller only reads in. */
  notACook:
    'Teilen können Sie nur Rezepte einer Küche, in der Sie kochen oder die Küche leiten. Bitte wechseln Sie in diese Küche.',
  full: `Ein Träger kann höchstens ${MAX_ORGANISATION_RECIPES} Rezepte teilen (zurückgezogene zählen mit). Bitte teilen Sie ein geändertes Rezept erneut, statt ein neues anzulegen, oder wenden Sie sich an uns.`,
  noSlug:
    'Für dieses Rezept ist unter den Rezepten des Trägers keine freie Kennung mehr übrig. Bitte geben Sie dem Rezept in Ihrer Küche einen anderen Namen und teilen Sie es dann.',
  listFull:
    'Die Rezeptliste des Trägers ist zu groß geworden, um noch ein Rezept aufzunehmen. Bitte ziehen Sie Rezepte zurück, die die Küchen nicht mehr brauchen.',
  /**
   * org/leave or org/removeKitchen when the kitchen's own recipes and the Träger's it keeps would pass its
   * cap or its recipe list: `byLead` says whether the Träger-Leitung removes the kitchen.
   */
  copiesDoNotFit: (count: number, byLead: boolean) =>
    `Beim Verlassen des Trägers behält die Küche ${count === 1 ? 'das Rezept' : `die ${count.toLocaleString('de-DE')} Rezepte`} des Trägers als eigene Rezepte, damit ihre Wochen weiter gespeichert werden können; dafür ist in ihrer Rezeptliste kein Platz mehr. ${
      byLead
        ? 'Bitte ziehen Sie zuerst Rezepte des Trägers zurück, die die Küche nicht braucht, oder wenden Sie sich an uns.'
        : 'Bitte fragen Sie die Träger-Leitung, ob sie Rezepte zurückzieht, die Ihre Küche nicht braucht, oder wenden Sie sich an uns.'
    }`,
} as const;
