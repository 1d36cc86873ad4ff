/**
 * The seasonal masterplan template of a date's month (mixed diet unless asked for the vegetarian one), which
 * the demo data is planned from.
 */
import type { MasterplanTemplate, MenuLine } from '@speiseplaner/shared';

const SEASON_OF_MONTH = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
] as const;

export function seasonTemplate(
  templates: readonly MasterplanTemplate[],
  date: Date,
  variant: MenuLine = 'mixed',
): MasterplanTemplate | undefined {
  const season = SEASON_OF_MONTH[date.getUTCMonth()];
  return templates.find((t) => t.season === season && t.variant === variant) ?? templates[0];
}
