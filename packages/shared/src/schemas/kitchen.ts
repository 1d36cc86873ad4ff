/**
 * The kitchen as the tenant (docs/data-model.md, "Kitchens and people"): `kitchens/{kitchenId}` holds the
 * institution's settings, its members and (below it) its weeks, recipes and shopping lists;
 * `users/{uid}` holds only the person. The roles and what each may do: kitchens/roles.ts.
 */
import { z } from './zod';
import { IdSchema, ShortTextSchema } from './common';

export const KITCHEN_ROLES = ['lead', 'cook', 'reader'] as const;
/** Küchenleitung (everything), Köchin/Koch (plan, recipes, shopping, prices), Lesen (view and print). */
export const KitchenRoleSchema = z.enum(KITCHEN_ROLES);
export type KitchenRole = z.infer<typeof KitchenRoleSchema>;

/** Most kitchens one person belongs to, and most members of one kitchen (bounded reads per call). */
export const MAX_KITCHENS_PER_PERSON = 20;
export const MAX_MEMBERS_PER_KITCHEN = 30;

/**
 * One member as the kitchen document stores it (`members.<uid>`): the role, and the name and address the
 * team list and the "zuletzt geändert von" marks show (copied from the person when joining).
 */
export const MemberSchema = z.strictObject({
  role: KitchenRoleSchema,
  name: ShortTextSchema.default(''),
  email: z.string().max(254).default(''),
  /** When the member joined (ms since 1970). */
  since: z.number().int().nonnegative().default(0),
});
export type Member = z.infer<typeof MemberSchema>;

/** A kitchen the signed-in person belongs to, as the kitchen switcher lists it. */
export const KitchenEntrySchema = z.strictObject({
  id: IdSchema,
  name: ShortTextSchema,
  role: KitchenRoleSchema,
});
export type KitchenEntry = z.infer<typeof KitchenEntrySchema>;

/** A member as the team page shows it. */
export const TeamMemberSchema = z.strictObject({
  uid: IdSchema,
  name: ShortTextSchema,
  email: z.string().max(254),
  role: KitchenRoleSchema,
  since: z.number().int().nonnegative(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** A pending invitation as the team page shows it (the link's secret is never shown again). */
export const InvitationSchema = z.strictObject({
  id: IdSchema,
  email: z.string().max(254),
  role: KitchenRoleSchema,
  invitedBy: ShortTextSchema,
  createdAt: z.number().int().nonnegative(),
  expiresAt: z.number().int().nonnegative(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** Who changed a week, recipe or shopping list last, and when (set by the server on every save). */
export const ChangedBySchema = z.strictObject({
  uid: IdSchema,
  name: ShortTextSchema,
  /** ms since 1970, the server's clock. */
  at: z.number().int().nonnegative(),
});
export type ChangedBy = z.infer<typeof ChangedBySchema>;
