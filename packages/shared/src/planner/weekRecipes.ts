/**
 * A saved week may name only recipes its kitchen can see (docs/product.md, "Recipes a week may
 * name"): its own and the shared ones for a plan week, the shared ones for a masterplan week. A slug that
 * exists nowhere, or another kitchen's own recipe, would be stored and costed at 0.
 */
import { WEEKDAYS } from '../catalogues/weekdays';
import { DomainError } from '../errors';

interface WeekWithRecipes {
  days: readonly { recipes: readonly string[] }[];
}

/** Every recipe slug the week names, each once, in the order of the days. */
export function weekRecipeSlugs(week: WeekWithRecipes): string[] {
  return [...new Set(week.days.flatMap((day) => day.recipes))];
}

/** Which recipes a week is checked against: a kitchen's plan week, or the masterplan (shared only). */
export type WeekRecipeScope = 'plan' | 'masterplan';

/**
 * The week when every recipe it names is in `visible`; else DomainError('invalid-argument') naming the
 * first day and recipe that is not, e.g. „Mittwoch: Das Rezept „linsen-curry“ gibt es nicht …“.
 */
export function assertWeekRecipesVisible<W extends WeekWithRecipes>(
  week: W,
  visible: ReadonlySet<string>,
  scope: WeekRecipeScope,
): W {
  for (const [index, day] of week.days.entries()) {
    const slug = day.recipes.find((s) => !visible.has(s));
    if (slug === undefined) continue;
    const where =
      scope === 'plan'
        ? 'weder unter Ihren eigenen noch unter den gemeinsamen Rezepten'
        : 'nicht unter den gemeinsamen Rezepten';
    throw new DomainError(
      'invalid-argument',
      `${WEEKDAYS[index]?.label ?? `Tag ${index + 1}`}: Das Rezept „${slug}“ gibt es ${where}. Bitte entfernen Sie es aus der Woche.`,
      `days.${index}.recipes.${day.recipes.indexOf(slug)}`,
    );
  }
  return week;
}
