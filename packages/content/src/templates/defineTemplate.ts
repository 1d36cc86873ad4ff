/**
 * Compact builder for the seasonal 6-week masterplan templates: a week is five days, a day the slugs
 * of its recipes (main dish first, then a salad/raw vegetables or a dessert/fruit).
 */
import {
  PLAN_VARIANT_LABELS,
  SEASON_LABELS,
  type MasterplanTemplate,
  type PlanVariant,
  type Season,
} from '@speiseplaner/shared';

export type TemplateDay = readonly string[];
export type TemplateWeek = readonly [TemplateDay, TemplateDay, TemplateDay, TemplateDay, TemplateDay];

/** Months of each season (1 = January), for the seasonality of the recipes a template uses. */
export const SEASON_MONTHS: Readonly<Record<Season, readonly number[]>> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  winter: [12, 1, 2],
};

const SEASON_IDS: Readonly<Record<Season, string>> = {
  spring: 'fruehling',
  summer: 'sommer',
  autumn: 'herbst',
  winter: 'winter',
};

export function defineTemplate(
  season: Season,
  variant: PlanVariant,
  weeks: readonly TemplateWeek[],
): MasterplanTemplate {
  return {
    id: `${SEASON_IDS[season]}-${variant === 'mixed' ? 'mischkost' : 'vegetarisch'}`,
    name: `${SEASON_LABELS[season]} – ${PLAN_VARIANT_LABELS[variant]}`,
    season,
    variant,
    weeks: weeks.map((days) => ({ days: days.map((recipes) => ({ recipes: [...recipes] })) })),
  };
}
