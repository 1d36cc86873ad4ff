/**
 * What the parents' menu (Aushang) shows for one week, from the domain core: per day the dish names with
 * their allergen and additive codes, and the legend of every code used, in the legal wording.
 */
import {
  menuLegend,
  recipeAllergens,
  WEEKDAYS,
  weekDates,
  type AllergenId,
  type PlannerData,
  type PlanWeek,
} from '@speiseplaner/shared';

export interface NoticeDish {
  slug: string;
  name: string;
  codes: AllergenId[];
}

export interface NoticeDay {
  label: string;
  date: string;
  dishes: NoticeDish[];
}

export interface MenuNotice {
  weekId: string;
  days: NoticeDay[];
  /** "10 = Milch (einschließlich Laktose)", one line per code used this week. */
  legend: string[];
  /** Recipes of the plan that no longer exist (left off the notice). */
  missing: string[];
}

export function menuNotice(data: PlannerData, week: PlanWeek): MenuNotice {
  const dates = weekDates(week.id);
  const missing: string[] = [];
  const days = week.days.map((day, i): NoticeDay => ({
    label: WEEKDAYS[i]!.label,
    date: dates[i]!,
    dishes: day.recipes.flatMap((slug) => {
      const recipe = data.recipes.get(slug);
      if (!recipe) {
        missing.push(slug);
        return [];
      }
      return [{ slug, name: recipe.name, codes: recipeAllergens(data, recipe) }];
    }),
  }));
  return {
    weekId: week.id,
    days,
    legend: menuLegend(days.flatMap((d) => d.dishes.flatMap((dish) => dish.codes))),
    missing: [...new Set(missing)],
  };
}
