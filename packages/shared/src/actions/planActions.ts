/** masterplan/listWeeks, masterplan/saveWeek, plan/listWeeks, plan/saveNewWeek, plan/saveWeek, plan/stats. */
import { z } from 'zod';
import { WeekIdSchema } from '../schemas/common';
import {
  MasterplanWeekDraftSchema,
  MasterplanWeekSchema,
  PlanWeekDraftSchema,
  PlanWeekSchema,
} from '../schemas/plan';
import { action, EmptyPayloadSchema, SeenVersionSchema } from './common';

/** Most weeks one list answer carries (ten years). */
export const MAX_WEEKS_ANSWER = 520;

const WeekRangeSchema = z
  .strictObject({ from: WeekIdSchema.optional(), to: WeekIdSchema.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'Die erste Woche liegt nach der letzten',
    path: ['to'],
  });

export const PlanStatsSchema = z.strictObject({
  /** Kitchens with at least one planned day. */
  users: z.number().int().nonnegative(),
  weeks: z.number().int().nonnegative(),
  plannedDays: z.number().int().nonnegative(),
  perWeek: z
    .array(
      z.strictObject({
        id: WeekIdSchema,
        users: z.number().int().nonnegative(),
        plannedDays: z.number().int().nonnegative(),
      }),
    )
    .max(MAX_WEEKS_ANSWER),
});
export type PlanStats = z.infer<typeof PlanStatsSchema>;

export const PLAN_ACTIONS = {
  'masterplan/listWeeks': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ weeks: z.array(MasterplanWeekSchema).max(MAX_WEEKS_ANSWER) }),
    feature: 'masterplan',
  }),
  /** The masterplan is shared by all kitchens: only admins change it. */
  'masterplan/saveWeek': action({
    payload: z.strictObject({ week: MasterplanWeekDraftSchema, version: SeenVersionSchema }),
    answer: z.strictObject({ week: MasterplanWeekSchema }),
    feature: 'masterplan',
    admin: true,
  }),
  /** The caller's own weeks, optionally from/to week ids (inclusive). */
  'plan/listWeeks': action({
    payload: WeekRangeSchema,
    answer: z.strictObject({ weeks: z.array(PlanWeekSchema).max(MAX_WEEKS_ANSWER) }),
    feature: 'plan',
  }),
  /** Creates a week on demand; fails when it exists already. */
  'plan/saveNewWeek': action({
    payload: z.strictObject({ week: PlanWeekDraftSchema }),
    answer: z.strictObject({ week: PlanWeekSchema }),
    feature: 'plan',
  }),
  'plan/saveWeek': action({
    payload: z.strictObject({ week: PlanWeekDraftSchema, version: SeenVersionSchema }),
    answer: z.strictObject({ week: PlanWeekSchema }),
    feature: 'plan',
  }),
  /** Usage statistics over all kitchens. */
  'plan/stats': action({
    payload: WeekRangeSchema,
    answer: z.strictObject({ stats: PlanStatsSchema }),
    feature: 'usage',
    admin: true,
  }),
};
