/** masterplan/listWeeks, masterplan/saveWeek, masterplan/listTemplates, plan/listWeeks, plan/saveNewWeek, plan/saveWeek, plan/stats. */
import { z } from '../schemas/zod';
import { VersionSchema, WeekIdSchema } from '../schemas/common';
import { MasterplanTemplateSchema, MasterplanWeekSchema, PlanWeekSchema } from '../schemas/plan';
import { action, EmptyPayloadSchema } from './common';

/** Most weeks one list answer carries (ten years). */
export const MAX_WEEKS_ANSWER = 520;

/** Weeks from/to (inclusive); without a range the latest weeks. */
export const WeekRangeSchema = z
  .strictObject({ from: WeekIdSchema.optional(), to: WeekIdSchema.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'Der Zeitraum ist leer', path: ['to'] });

/** plan/listWeeks: a range, and the versions of the weeks the client holds of it. */
export const WeekListPayloadSchema = z
  .strictObject({
    from: WeekIdSchema.optional(),
    to: WeekIdSchema.optional(),
    known: z.record(WeekIdSchema, VersionSchema).optional(),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'Der Zeitraum ist leer', path: ['to'] })
  .refine((r) => Object.keys(r.known ?? {}).length <= MAX_WEEKS_ANSWER, {
    message: 'Zu viele Wochen angegeben',
    path: ['known'],
  });

const count = z.number().int().nonnegative();

/** Usage counters over all kitchens. */
export const UsageStatsSchema = z.strictObject({
  /** Kitchens created (the name is from when one login was one kitchen; the web shows „Küchen“). */
  users: count,
  weeks: count,
  recipes: count,
  shoppingLists: count,
  /** Kitchens that saved a plan week in each of the last USAGE_WEEKS calendar weeks, oldest first (counts only, no ids). */
  activeUsers: z.array(z.strictObject({ week: WeekIdSchema, users: count })).max(MAX_WEEKS_ANSWER),
});
export type UsageStats = z.infer<typeof UsageStatsSchema>;
/** Calendar weeks plan/stats reports active kitchens for, this week included. */
export const USAGE_WEEKS = 12;

export const PLAN_ACTIONS = {
  /**
   * The shared masterplan weeks; the trend is computed with masterplanTrend. Read by the masterplan page
   * and by the Speiseplan, whose cooks adopt a masterplan week (so either feature suffices).
   */
  'masterplan/listWeeks': action({
    payload: WeekRangeSchema,
    answer: z.strictObject({ weeks: z.array(MasterplanWeekSchema).max(MAX_WEEKS_ANSWER) }),
    feature: ['masterplan', 'plan'],
    role: 'reader',
  }),
  /** Saves one masterplan week; a missing one is created (version 0). */
  'masterplan/saveWeek': action({
    payload: z.strictObject({ week: MasterplanWeekSchema }),
    answer: z.strictObject({ week: MasterplanWeekSchema }),
    feature: 'masterplan',
    admin: true,
    role: 'reader',
  }),
  /** The seasonal 6-week templates (catalogue/templates) an admin fills masterplan weeks from. */
  'masterplan/listTemplates': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ templates: z.array(MasterplanTemplateSchema).max(100) }),
    feature: 'masterplan',
    admin: true,
    role: 'reader',
  }),
  /**
   * The caller's own weeks of a range. `known` names the weeks the client holds with their version; a
   * stored week of that version comes back only as its id in `unchanged` (a payload without it, as older
   * clients send, gets every week).
   */
  'plan/listWeeks': action({
    payload: WeekListPayloadSchema,
    answer: z.strictObject({
      weeks: z.array(PlanWeekSchema).max(MAX_WEEKS_ANSWER),
      unchanged: z.array(WeekIdSchema).max(MAX_WEEKS_ANSWER).optional(),
    }),
    feature: 'plan',
    role: 'reader',
  }),
  /** Creates a week on demand; an existing one is answered as is (`created: false`). */
  'plan/saveNewWeek': action({
    payload: z.strictObject({ week: PlanWeekSchema }),
    answer: z.strictObject({ week: PlanWeekSchema, created: z.boolean() }),
    feature: 'plan',
    role: 'cook',
  }),
  /** Saves an existing week; `week.version` is the version the client last saw. */
  'plan/saveWeek': action({
    payload: z.strictObject({ week: PlanWeekSchema }),
    answer: z.strictObject({ week: PlanWeekSchema }),
    feature: 'plan',
    role: 'cook',
  }),
  /** Usage statistics (Statistik page). */
  'plan/stats': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ stats: UsageStatsSchema }),
    feature: 'usage',
    admin: true,
    role: 'reader',
  }),
};
