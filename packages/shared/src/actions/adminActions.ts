/**
 * admin/listKitchens, admin/setAccess, admin/listAudit (callable "controller", admins only): the kitchens
 * with their access, feature flags and the admin role set in the app, and the audit log of admin changes.
 */
import { z } from '../schemas/zod';
import {
  IdSchema,
  InstantSchema,
  ShortTextSchema,
  SlugSchema,
  VersionSchema,
  WeekIdSchema,
} from '../schemas/common';
import { RecipeListEntrySchema, RecipeSchema } from '../schemas/recipe';
import type { FeatureFlag } from '../catalogues/featureFlags';
import { AUDIT_MAX_CHANGES } from '../admin/auditSummary';
import { action, MAX_LIST_ANSWER } from './common';

/** Most kitchens one admin/listKitchens answer carries (each costs about three reads). */
export const KITCHENS_PAGE_SIZE = 500;
/** Most audit entries one admin/listAudit answer carries. */
export const AUDIT_PAGE_SIZE = 200;

const flag = z.boolean();
/** Every feature flag, each on or off (the shared AccessState's `features`). */
export const FeatureFlagsSchema = z.strictObject({
  masterplan: flag,
  plan: flag,
  recipes: flag,
  shopping: flag,
  ingredients: flag,
  usage: flag,
  videos: flag,
});
// The object above must list exactly the catalogue's flags.
const _flagsMatch: Record<FeatureFlag, unknown> = FeatureFlagsSchema.shape;

/** One kitchen (user document) as the admin table shows it. */
export const KitchenRowSchema = z.strictObject({
  uid: IdSchema,
  /** Institution name. */
  name: ShortTextSchema,
  /** The sign-in account's address (the profile's when there is no account). */
  email: z.string().max(254),
  /** Whether the sign-in account's address is confirmed (false without an account). */
  emailVerified: z.boolean(),
  /** When the account (without one: the user document) was created. */
  created: InstantSchema.nullable(),
  /** The account's last sign-in or token refresh. */
  lastSignIn: InstantSchema.nullable(),
  /** The calendar week of the kitchen's last plan save (its activity marker). */
  lastActiveWeek: WeekIdSchema.nullable(),
  /** Stored plan weeks. */
  weeksPlanned: z.number().int().nonnegative(),
  features: FeatureFlagsSchema,
  admin: z.boolean(),
  /** The version of the access (flags and role) admin/setAccess checks (admin/accessRules.ts). */
  accessVersion: VersionSchema,
});
export type KitchenRow = z.infer<typeof KitchenRowSchema>;

const AuditTextSchema = z.string().max(400).nullable();
/** One audit log entry: who changed what when, and the changed fields before and after. */
export const AuditEntrySchema = z.strictObject({
  id: IdSchema,
  at: InstantSchema,
  actor: z.strictObject({ uid: z.string().max(128), email: z.string().max(254) }),
  action: z.string().max(80),
  /** The changed document, e.g. `users/<uid>`, `ingredients/<slug>`, `workshops/<slug>`. */
  target: z.string().max(300),
  changes: z
    .array(z.strictObject({ field: z.string().max(200), before: AuditTextSchema, after: AuditTextSchema }))
    .max(AUDIT_MAX_CHANGES),
  /** Changed fields the entry leaves out. */
  more: z.number().int().nonnegative(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const pageSize = (max: number) => z.number().int().min(1).max(max).default(max);

export const ADMIN_ACTIONS = {
  /** One page of kitchens by uid; `complete` says whether it reaches the last one. */
  'admin/listKitchens': action({
    payload: z.strictObject({ cursor: IdSchema.optional(), limit: pageSize(KITCHENS_PAGE_SIZE) }),
    answer: z.strictObject({
      kitchens: z.array(KitchenRowSchema).max(KITCHENS_PAGE_SIZE),
      /** The `cursor` of the next page, or null after the last kitchen. */
      nextCursor: IdSchema.nullable(),
      complete: z.boolean(),
    }),
    admin: true,
  }),
  /**
   * Sets a kitchen's feature flags and admin role. `version` is the access's version as the admin last
   * saw it (admin/listKitchens' `accessVersion`): when the access changed since, nothing is written
   * (failed-precondition; versioning/entryVersion.ts). The answer carries the access's new version.
   */
  'admin/setAccess': action({
    payload: z.strictObject({
      uid: IdSchema,
      features: FeatureFlagsSchema,
      admin: z.boolean(),
      version: VersionSchema,
    }),
    answer: z.strictObject({
      uid: IdSchema,
      features: FeatureFlagsSchema,
      admin: z.boolean(),
      version: VersionSchema,
    }),
    admin: true,
  }),
  /** A kitchen's own recipes (their list entries), for an admin choosing one to share. */
  'admin/kitchenRecipes': action({
    payload: z.strictObject({ uid: IdSchema }),
    answer: z.strictObject({ uid: IdSchema, recipes: z.array(RecipeListEntrySchema).max(MAX_LIST_ANSWER) }),
    admin: true,
  }),
  /**
   * Copies a kitchen's recipe into the shared recipes, its institution noted as `author`; the copy keeps
   * the kitchen's slug unless a shared recipe has it (then `<slug>-2` …, admin/sharedRecipeSlug.ts).
   */
  'admin/shareRecipe': action({
    payload: z.strictObject({ uid: IdSchema, slug: SlugSchema }),
    answer: z.strictObject({ recipe: RecipeSchema }),
    admin: true,
  }),
  /** One page of the audit log, newest first; `cursor` is the last entry's id of the page before. */
  'admin/listAudit': action({
    payload: z.strictObject({ cursor: IdSchema.optional(), limit: pageSize(AUDIT_PAGE_SIZE) }),
    answer: z.strictObject({
      entries: z.array(AuditEntrySchema).max(AUDIT_PAGE_SIZE),
      nextCursor: IdSchema.nullable(),
      complete: z.boolean(),
    }),
    admin: true,
  }),
};
