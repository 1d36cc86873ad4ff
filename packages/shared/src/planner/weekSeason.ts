/**
 * How many of a week's dishes are seasonal (docs/product.md, "DGE check at a glance"): in season on their
 * day (shared isInSeason), as the recipe picker's "Nur saisonal" reads it, so an all-year dish counts.
 * Since most recipes are all-year, the count says how many of the seasonal ones are, so that a week of
 * pasta does not pass for a week of seasonal cooking.
 */
import { weekDates } from '../calendar/weeks';
import { checkWeek } from '../schemas/guards';
import type { PlanWeek } from '../schemas/plan';
import { assertPlannerData, type PlannerData } from './plannerData';
import { isAllYear, isInSeason } from './season';

export interface WeekSeason {
  /** Planned dishes whose recipe is known; a recipe on two days counts twice. */
  dishes: number;
  /** In season on their day, all-year dishes included. */
  seasonal: number;
  /** Of the seasonal ones, those in season all year. */
  allYear: number;
  outOfSeason: number;
}

export function weekSeason(plannerData: PlannerData, week: Pick<PlanWeek, 'id' | 'days'>): WeekSeason {
  const data = assertPlannerData(plannerData);
  const checked = checkWeek(week, 'Planwoche');
  const dates = weekDates(checked.id);
  const count: WeekSeason = { dishes: 0, seasonal: 0, allYear: 0, outOfSeason: 0 };
  checked.days.forEach((day, i) => {
    for (const slug of day.recipes) {
      const recipe = data.recipes.get(slug);
      if (!recipe) continue;
      count.dishes++;
      if (!isInSeason(recipe.months, dates[i]!)) count.outOfSeason++;
      else {
        count.seasonal++;
        if (isAllYear(recipe.months)) count.allYear++;
      }
    }
  });
  return count;
}

/** "Saisonal: 4 von 5 Gerichten, davon 2 ganzjährig". */
export function weekSeasonText({ dishes, seasonal, allYear }: WeekSeason): string {
  const noun = dishes === 1 ? 'Gericht' : 'Gerichten';
  return `Saisonal: ${seasonal} von ${dishes} ${noun}${allYear ? `, davon ${allYear} ganzjährig` : ''}`;
}
