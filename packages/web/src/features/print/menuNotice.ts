/**
 * What the parents' menu (Aushang) shows for one week, from the domain core: per day the dish names with
 * their diet, their allergen and additive codes and their labels (MSC, Bio …), and two legends: the codes
 * in the legal wording, and the labels and marks apart from them. "Bio" is printed only for a kitchen that
 * gave its organic control body's code (docs/domain-rules.md, "Bio on the menu"); the code then stands in
 * the legend.
 */
import {
  allergenLabel,
  DISH_MARK_LEGEND,
  dishMarks,
  organicLegend,
  organicOnMenu,
  formatShortDay,
  formatWeekRange,
  labelLegend,
  menuLegend,
  ownAllergensNote,
  WEEKDAYS,
  weekDates,
  type AllergenId,
  type DishDiet,
  type PlannerData,
  type PlanWeek,
} from '@speiseplaner/shared';

export interface NoticeDish {
  slug: string;
  name: string;
  diet: DishDiet | null;
  /** Allergens and additives. */
  codes: AllergenId[];
  /** Labels as named on the notice ("MSC"), apart from the codes. */
  labels: string[];
  /** Every ingredient is organic and the kitchen is certified: the notice may say "Bio". */
  organic: boolean;
}

export interface NoticeDay {
  /** "Mo 30.11." */
  label: string;
  /** "Montag", for screen readers and the list's name. */
  weekday: string;
  date: string;
  dishes: NoticeDish[];
}

export interface MenuNotice {
  weekId: string;
  /** "KW 49 · 30.11.–04.12.2026" */
  weekText: string;
  days: NoticeDay[];
  /** "10 = Milch (einschließlich Laktose)", one line per code used this week. */
  legend: string[];
  /** "Allergene nach eigener Angabe der Küche: Fladenbrot"; '' when the week uses no own marks. */
  ownAllergens: string;
  /** "vegetarisch = …", "Bio = …", "MSC = …": one line per mark or label used this week. */
  labelLegend: string[];
  /** Recipes of the plan that no longer exist (left off the notice). */
  missing: string[];
  /** Dishes that would be marked "Bio" but are not, because the kitchen gave no control body code. */
  organicWithheld: number;
}

/** `bioControlCode`: the kitchen's organic control body ("DE-ÖKO-006"), '' when it is not certified. */
export function menuNotice(data: PlannerData, week: PlanWeek, bioControlCode = ''): MenuNotice {
  let organicWithheld = 0;
  const dates = weekDates(week.id);
  const missing: string[] = [];
  const labelIds: AllergenId[] = [];
  const ownMarks: string[] = [];
  const days = week.days.map((day, i): NoticeDay => ({
    label: formatShortDay(dates[i]!),
    weekday: WEEKDAYS[i]!.label,
    date: dates[i]!,
    dishes: day.recipes.flatMap((slug) => {
      const recipe = data.recipes.get(slug);
      if (!recipe) {
        missing.push(slug);
        return [];
      }
      const marks = dishMarks(data, recipe);
      labelIds.push(...marks.labels);
      ownMarks.push(...marks.ownAllergens);
      const organic = organicOnMenu(marks, bioControlCode);
      if (marks.organic && !organic) organicWithheld += 1;
      return [
        {
          slug,
          name: recipe.name,
          diet: marks.diet,
          codes: marks.codes,
          labels: marks.labels.map(allergenLabel),
          organic,
        },
      ];
    }),
  }));
  const dishes = days.flatMap((d) => d.dishes);
  const used = (test: (dish: NoticeDish) => boolean) => dishes.some(test);
  return {
    weekId: week.id,
    weekText: formatWeekRange(week.id),
    days,
    legend: menuLegend(dishes.flatMap((dish) => dish.codes)),
    ownAllergens: ownAllergensNote(ownMarks),
    labelLegend: [
      ...(used((d) => d.diet === 'vegetarian') ? [DISH_MARK_LEGEND.vegetarian] : []),
      ...(used((d) => d.diet === 'vegan') ? [DISH_MARK_LEGEND.vegan] : []),
      ...(used((d) => d.organic) ? [organicLegend(bioControlCode)] : []),
      ...labelLegend(labelIds),
    ],
    missing: [...new Set(missing)],
    organicWithheld,
  };
}
