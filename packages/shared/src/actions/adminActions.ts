/**
 * admin/listKitchens, admin/setAccess, admin/setAdmin, admin/listAudit (callable "controller", admins only,
 * person actions: no kitchen): the kitchens with their members and roles, a kitchen's feature flags, a
 * person's admin role, and the audit log of admin changes (docs/data-model.md, "Admins and feature flags").
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
import { KitchenRoleSchema, MAX_MEMBERS_PER_KITCHEN } from '../schemas/kitchen';
import type { FeatureFlag } from '../catalogues/featureFlags';
import { AUDIT_MAX_CHANGES } from '../admin/auditSummary';
import { action, MAX_LIST_ANSWER } from './common';

/**
 * Most kitchens one admin/listKitchens answer carries: each costs about three reads plus one per member
 * not seen yet on the page (at most MAX_MEMBERS_PER_KITCHEN), docs/data-model.md.
 */
export const KITCHENS_PAGE_SIZE = 100;
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

/** One member of a kitchen as the admin table shows them: the kitchen's role and the person's admin role. */
export const KitchenMemberRowSchema = z.strictObject({
  uid: IdSchema,
  /** The member's name as the kitchen stores it (else the person's). */
  name: ShortTextSchema,
  /** The sign-in account's address (else the one the kitchen or the person stores). */
  email: z.string().max(254),
  /** Whether the sign-in account's address is confirmed (false without an account). */
  emailVerified: z.boolean(),
  role: KitchenRoleSchema,
  /** The person's admin role of the Verwaltung. */
  admin: z.boolean(),
  /** The version of the person's admin role admin/setAdmin checks (admin/accessRules.ts). */
  accessVersion: VersionSchema,
});
export type KitchenMemberRow = z.infer<typeof KitchenMemberRowSchema>;

/** One kitchen (`kitchens/{kitchenId}`) as the admin table shows it. */
export const KitchenRowSchema = z.strictObject({
  kitchenId: IdSchema,
  /** Institution name. */
  name: ShortTextSchema,
  /** Küchenleitung first, then cooks, then readers (admin/accessRules.ts compareMembers). */
  members: z.array(KitchenMemberRowSchema).max(MAX_MEMBERS_PER_KITCHEN),
  /** When the account of the kitchen's first Küchenleitung was created (without one: the kitchen). */
  created: InstantSchema.nullable(),
  /** That account's last sign-in or token refresh. */
  lastSignIn: InstantSchema.nullable(),
  /** The calendar week of the kitchen's last plan save (its activity marker). */
  lastActiveWeek: WeekIdSchema.nullable(),
  /** Stored plan weeks. */
  weeksPlanned: z.number().int().nonnegative(),
  features: FeatureFlagsSchema,
  /** The version of the kitchen's flags admin/setAccess checks (admin/accessRules.ts). */
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
  /** The changed document, e.g. `kitchens/<id>`, `users/<uid>`, `ingredients/<slug>`, `workshops/<slug>`. */
  target: z.string().max(300),
  /**
   * What the target was called when the entry was written: a kitchen's name, a person's name or address
   * ('' when the entry has none, e.g. entries written before names were recorded).
   */
  targetName: z.string().max(200),
  changes: z
    .array(z.strictObject({ field: z.string().max(200), before: AuditTextSchema, after: AuditTextSchema }))
    .max(AUDIT_MAX_CHANGES),
  /** Changed fields the entry leaves out. */
  more: z.number().int().nonnegative(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const pageSize = (max: number) => z.number().int().min(1).max(max).default(max);

export const ADMIN_ACTIONS = {
  /** One page of kitchens by id; `complete` says whether it reaches the last one. */
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
   * Sets a kitchen's feature flags. `version` is the flags' version as the admin last saw it
   * (admin/listKitchens' `accessVersion`): when they changed since, nothing is written (failed-precondition;
   * versioning/entryVersion.ts). The answer carries the new version.
   */
  'admin/setAccess': action({
    payload: z.strictObject({ kitchenId: IdSchema, features: FeatureFlagsSchema, version: VersionSchema }),
    answer: z.strictObject({ kitchenId: IdSchema, features: FeatureFlagsSchema, version: VersionSchema }),
    admin: true,
  }),
  /**
   * Gives a person the admin role of the Verwaltung or takes it away (admin/accessRules.ts
   * adminChangeRefusal: a confirmed address is needed, the last admin keeps it). `version` is the person's
   * `accessVersion` as the admin last saw it (the member row's); a stale one is refused like setAccess.
   */
  'admin/setAdmin': action({
    payload: z.strictObject({ uid: IdSchema, admin: z.boolean(), version: VersionSchema }),
    answer: z.strictObject({ uid: IdSchema, admin: z.boolean(), version: VersionSchema }),
    admin: true,
  }),
  /** A kitchen's own recipes (their list entries), for an admin choosing one to share. */
  'admin/kitchenRecipes': action({
    payload: z.strictObject({ kitchenId: IdSchema }),
    answer: z.strictObject({
      kitchenId: IdSchema,
      recipes: z.array(RecipeListEntrySchema).max(MAX_LIST_ANSWER),
    }),
    admin: true,
  }),
  /**
   * Copies a kitchen's recipe into the shared recipes, its institution noted as `author`; the copy keeps
   * the kitchen's slug unless a shared recipe has it (then `<slug>-2` …, admin/sharedRecipeSlug.ts).
   */
  'admin/shareRecipe': action({
    payload: z.strictObject({ kitchenId: IdSchema, slug: SlugSchema }),
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
