/** Plan week, masterplan week and masterplan template (docs/domain-shapes.md). */
import { z } from './zod';
import { ChangedBySchema } from './kitchen';
import { DAYS_PER_WEEK } from '../catalogues/weekdays';
import { parseOrThrow } from './validate';
import {
  HeadcountsSchema,
  IdSchema,
  MoneySchema,
  NameSchema,
  SlugSchema,
  VersionSchema,
  WeekIdSchema,
} from './common';

/** Most recipes on one day (main dish, sides, salad, dessert …). */
export const MAX_RECIPES_PER_DAY = 10;

export const PlanDaySchema = z.strictObject({
  recipes: z
    .array(SlugSchema)
    .max(MAX_RECIPES_PER_DAY)
    .default(() => []),
  /** Replaces the user's default heads for this day when present. */
  heads: HeadcountsSchema.optional(),
  /**
   * The week's version in which this day last changed (set by the server). A day sent without it is one
   * the sender changed; with it, one the sender left as it was (versioning/dayMerge.ts).
   */
  rev: VersionSchema.optional(),
  /** Who changed this day last and when (set by the server with `rev`). */
  changedBy: ChangedBySchema.optional(),
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

const emptyDays = () => Array.from({ length: DAYS_PER_WEEK }, () => ({ recipes: [] as string[] }));
const FiveDaysSchema = z.array(PlanDaySchema).length(DAYS_PER_WEEK).default(emptyDays);

export const PlanWeekSchema = z.strictObject({
  id: WeekIdSchema,
  days: FiveDaysSchema,
  /** Cost per Kindergarten portion of the week, euro. */
  average: MoneySchema.default(0),
  /** Who saved the week last and when (set by the server). */
  changedBy: ChangedBySchema.optional(),
  version: VersionSchema.default(0),
});
export type PlanWeek = z.infer<typeof PlanWeekSchema>;
export type PlanWeekInput = z.input<typeof PlanWeekSchema>;

/**
 * Masterplan weeks stored before `average` was their one cost field carried it (also) as `averageCosts`,
 * which the trend was computed from. Reads accept that form and take `average` from `averageCosts`; the
 * operator's `pnpm admin migrate-masterplan-average` rewrites such documents (packages/devstack).
 */
type LegacyMasterplanWeekInput = PlanWeekInput & { averageCosts?: number };

function withoutLegacyAverage(week: LegacyMasterplanWeekInput): PlanWeekInput {
  if (!week || typeof week !== 'object' || !('averageCosts' in week)) return week;
  const { averageCosts, ...rest } = week;
  return { ...rest, average: averageCosts };
}

/**
 * A masterplan week: the shape of a plan week (`average` is its cost per Kindergarten portion, the
 * trend is computed from it); the legacy `averageCosts` is read as `average`.
 */
export const MasterplanWeekSchema = z.preprocess(
  (week: LegacyMasterplanWeekInput) => withoutLegacyAverage(week),
  PlanWeekSchema,
);
export type MasterplanWeek = z.infer<typeof MasterplanWeekSchema>;
export type MasterplanWeekInput = z.input<typeof MasterplanWeekSchema>;

/**
 * Checks a stored plan week or, when it carries averageCosts, a legacy masterplan week; throws DomainError
 * otherwise. A boundary parser for data from outside: the rules take typed weeks and do not call it.
 */
export function parsePlanOrMasterplanWeek(week: unknown): PlanWeek {
  if (week && typeof week === 'object' && 'averageCosts' in week) {
    return parseOrThrow(MasterplanWeekSchema, week, 'Masterplan-Woche');
  }
  return parseOrThrow(PlanWeekSchema, week, 'Planwoche');
}

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_LABELS: Readonly<Record<Season, string>> = {
  spring: 'Frühling',
  summer: 'Sommer',
  autumn: 'Herbst',
  winter: 'Winter',
};
export const PLAN_VARIANTS = ['mixed', 'vegetarian'] as const;
export type PlanVariant = (typeof PLAN_VARIANTS)[number];
export const PLAN_VARIANT_LABELS: Readonly<Record<PlanVariant, string>> = {
  mixed: 'Mischkost',
  vegetarian: 'vegetarisch',
};

/** Weeks in a masterplan template. */
export const TEMPLATE_WEEKS = 6;

export const MasterplanTemplateSchema = z.strictObject({
  id: IdSchema.or(SlugSchema),
  name: NameSchema,
  season: z.enum(SEASONS),
  variant: z.enum(PLAN_VARIANTS),
  weeks: z
    .array(
      z.strictObject({
        days: z
          .array(z.strictObject({ recipes: z.array(SlugSchema).max(MAX_RECIPES_PER_DAY) }))
          .length(DAYS_PER_WEEK),
      }),
    )
    .length(TEMPLATE_WEEKS),
});
export type MasterplanTemplate = z.infer<typeof MasterplanTemplateSchema>;
