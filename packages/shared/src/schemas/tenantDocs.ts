/**
 * The stored documents of the tenant (docs/data-model.md, "Kitchens and people"): `kitchens/{kitchenId}`
 * (the kitchen's settings and members) and `users/{uid}` (the person and their memberships). The answer
 * shape every client sees is `User` (schemas/user.ts): `userOf` joins the two.
 */
import { z } from './zod';
import { IdSchema, VersionSchema } from './common';
import { KitchenRoleSchema, MAX_KITCHENS_PER_PERSON, MAX_MEMBERS_PER_KITCHEN, MemberSchema } from './kitchen';
import {
  MAX_ORGANISATIONS_PER_PERSON,
  OrganisationRefSchema,
  PersonOrganisationSchema,
} from './organisation';
import { UserPricesSchema, UserSchema, type User } from './user';

const userField = UserSchema.shape;

/** `kitchens/{kitchenId}`: the kitchen's settings, flags and members. */
export const KitchenDocSchema = z.strictObject({
  name: userField.name,
  letterhead: userField.letterhead,
  bioControlCode: userField.bioControlCode,
  noticePhotos: userField.noticePhotos,
  menuLine: userField.menuLine,
  heads: userField.heads,
  prices: userField.prices,
  allergens: userField.allergens,
  features: userField.features,
  /** Version of the settings the Küchenleitung edits (user/updateProfile). */
  version: userField.version,
  /** Version of the feature flags (admin/setAccess); missing counts as 0. */
  accessVersion: VersionSchema.default(0),
  /** Members by uid; the only truth of who belongs to the kitchen and in which role. */
  members: z
    .record(IdSchema, MemberSchema)
    .refine((m) => Object.keys(m).length <= MAX_MEMBERS_PER_KITCHEN, { message: 'Zu viele Mitglieder' })
    .default(() => ({})),
  /**
   * The Träger the kitchen belongs to (absent: none); written in the same transaction as the org
   * document's `kitchens` entry, which decides.
   */
  organisation: OrganisationRefSchema.optional(),
  /**
   * A copy of the Träger's price list (`organisations/{orgId}/meta/prices`, which decides), written by
   * org/savePrices, org/accept, org/leave and org/removeKitchen in the same transaction; {} = none.
   */
  organisationPrices: UserPricesSchema.default(() => ({})),
});
export type KitchenDoc = z.infer<typeof KitchenDocSchema>;

/** The fields of `User` that are the kitchen's (all of KitchenDoc but members and accessVersion). */
export const KITCHEN_FIELDS = [
  'name',
  'letterhead',
  'bioControlCode',
  'noticePhotos',
  'menuLine',
  'heads',
  'prices',
  'allergens',
  'features',
  'version',
] as const;

/** `users/{uid}`: the person, the admin role of the Verwaltung and the kitchens they belong to. */
export const PersonDocSchema = z.strictObject({
  nickName: userField.nickName,
  email: userField.email,
  photoUrl: userField.photoUrl,
  admin: userField.admin,
  /** Version of the admin role (admin/setAdmin); missing counts as 0. */
  accessVersion: VersionSchema.default(0),
  /**
   * The kitchens the person belongs to, with the role (a copy of the kitchen's `members` entry, written
   * in the same transaction; the kitchen's entry decides).
   */
  kitchens: z
    .record(IdSchema, KitchenRoleSchema)
    .refine((m) => Object.keys(m).length <= MAX_KITCHENS_PER_PERSON, { message: 'Zu viele Küchen' })
    .default(() => ({})),
  /** The kitchen opened last ('' = none). */
  lastKitchen: z.union([IdSchema, z.literal('')]).default(''),
  /**
   * The Träger the person leads (a copy of the org document's `members` entry with the Träger's name,
   * written in the same transaction; the org document decides).
   */
  organisations: z
    .record(IdSchema, PersonOrganisationSchema)
    .refine((m) => Object.keys(m).length <= MAX_ORGANISATIONS_PER_PERSON, { message: 'Zu viele Träger' })
    .default(() => ({})),
});
export type PersonDoc = z.infer<typeof PersonDocSchema>;

/**
 * The answer shape: the person `uid` in kitchen `kitchenId` (null: no kitchen), with the names of all
 * their kitchens (`kitchenNames`, by id; a kitchen without a name shows as „Neue Küche“).
 */
export function userOf(
  uid: string,
  person: PersonDoc,
  kitchen: { id: string; doc: KitchenDoc } | null,
  kitchenNames: Readonly<Record<string, string>>,
): User {
  const kitchens = Object.entries(person.kitchens).map(([id, role]) => ({
    id,
    name: (kitchen && kitchen.id === id ? kitchen.doc.name : kitchenNames[id]) || 'Neue Küche',
    role,
  }));
  const base = UserSchema.parse({ id: uid });
  const settings = kitchen
    ? Object.fromEntries(KITCHEN_FIELDS.map((field) => [field, kitchen.doc[field]]))
    : {};
  return {
    ...base,
    ...settings,
    nickName: person.nickName,
    email: person.email,
    photoUrl: person.photoUrl,
    admin: person.admin,
    kitchenId: kitchen?.id ?? '',
    role: (kitchen && kitchen.doc.members[uid]?.role) || 'reader',
    kitchens,
    organisation: kitchen?.doc.organisation
      ? { id: kitchen.doc.organisation.id, name: kitchen.doc.organisation.name }
      : null,
    organisationPrices: kitchen?.doc.organisationPrices ?? {},
    organisations: Object.entries(person.organisations).map(([id, entry]) => ({
      id,
      name: entry.name || 'Neuer Träger',
      role: entry.role,
    })),
  };
}
