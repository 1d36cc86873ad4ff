/**
 * The rows of the Zutatenkatalog's table: what each column shows (current price by the domain core, Bio,
 * allergens and additives with their codes), sorted by name, and the search over name, slug, food group
 * and marks ("Sellerie" finds every ingredient with celery).
 */
import {
  allergenLabel,
  currentPrice,
  currentPriceEntry,
  foodGroupLabel,
  matchesSearch,
  type Ingredient,
} from '@speiseplaner/shared';

export interface CatalogueRow {
  slug: string;
  name: string;
  unit: string;
  referenceAmount: number;
  foodGroup: string;
  /** Euro for referenceAmount that applies today; undefined without any price. */
  currentPrice?: number;
  organic: boolean;
  /** "Milch (10)" per mark, in catalogue order. */
  marks: string[];
}

export function catalogueRow(ingredient: Ingredient, day: string): CatalogueRow {
  return {
    slug: ingredient.slug,
    name: ingredient.name,
    unit: ingredient.unit,
    referenceAmount: ingredient.referenceAmount,
    foodGroup: foodGroupLabel(ingredient.foodGroup),
    currentPrice: currentPriceEntry(ingredient.prices, day) ? currentPrice(ingredient, day) : undefined,
    organic: ingredient.isOrganic,
    marks: ingredient.allergens.map((id) => `${allergenLabel(id)} (${id})`),
  };
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Rows whose name, slug, food group or marks contain the search text, by name. */
export function searchRows(rows: readonly CatalogueRow[], search: string): CatalogueRow[] {
  const found = rows.filter((row) =>
    matchesSearch([row.name, row.slug, row.foodGroup, ...row.marks], search),
  );
  return found.sort((a, b) => collator.compare(a.name, b.name));
}
