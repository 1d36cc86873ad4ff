/**
 * Search and filters of recipe lists (Rezepte, and the recipe search of the Speiseplan): text, category,
 * dish type, tags, season month, "saisonal" on the day being planned, difficulty, vegetarian/vegan.
 * Vegetarian and vegan come from the domain core's warning flags of the recipe's ingredients.
 */
import {
  isInSeason,
  matchesSearch,
  recipeWarnings,
  type PlannerData,
  type RecipeListEntry,
} from '@speiseplaner/shared';

export interface RecipeFilter {
  search: string;
  category: string;
  dishType: string;
  tags: string[];
  /** 0–11, or null for every month. */
  month: number | null;
  /**
   * "saisonal": only recipes in season on this date (YYYY-MM-DD, the day being planned), or null for all.
   * A recipe marked for every month counts as seasonal: "saisonal" means "fits this month".
   */
  inSeasonOn: string | null;
  /** 0–2, or null for any difficulty. */
  complexity: number | null;
  diet: 'all' | 'vegetarian' | 'vegan';
}

export const EMPTY_FILTER: RecipeFilter = {
  search: '',
  category: '',
  dishType: '',
  tags: [],
  month: null,
  inSeasonOn: null,
  complexity: null,
  diet: 'all',
};

function matchesDiet(
  data: PlannerData | undefined,
  entry: RecipeListEntry,
  diet: RecipeFilter['diet'],
): boolean {
  if (diet === 'all') return true;
  if (!data) return true;
  const flags = recipeWarnings(data, entry);
  return diet === 'vegan' ? !flags.includes('notVegan') : !flags.includes('notVegetarian');
}

/** The entries that pass every filter, sorted by name. Without planner data the diet filter is skipped. */
export function filterRecipes(
  entries: readonly RecipeListEntry[],
  filter: RecipeFilter,
  data: PlannerData | undefined,
): RecipeListEntry[] {
  return entries
    .filter(
      (e) =>
        matchesSearch([e.name, ...e.tags, e.category], filter.search) &&
        (!filter.category || e.category === filter.category) &&
        (!filter.dishType || e.dishType === filter.dishType) &&
        filter.tags.every((t) => e.tags.includes(t)) &&
        (filter.month === null || e.months[filter.month] === true) &&
        (filter.inSeasonOn === null || isInSeason(e.months, filter.inSeasonOn)) &&
        (filter.complexity === null || e.complexity === filter.complexity) &&
        matchesDiet(data, e, filter.diet),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** Categories and tags that occur in the entries, for the filter choices. */
export function filterChoices(entries: readonly RecipeListEntry[]): { categories: string[]; tags: string[] } {
  const categories = new Set<string>();
  const tags = new Set<string>();
  for (const e of entries) {
    if (e.category) categories.add(e.category);
    for (const t of e.tags) tags.add(t);
  }
  const sorted = (s: Set<string>) => [...s].sort((a, b) => a.localeCompare(b, 'de'));
  return { categories: sorted(categories), tags: sorted(tags) };
}
