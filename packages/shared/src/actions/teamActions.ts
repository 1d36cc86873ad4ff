/**
 * team/*: the members of the caller's current kitchen, invitations by e-mail, roles, leaving, and joining
 * by an invitation's link (docs/product.md, "Teams"; docs/data-model.md, "Kitchens and people").
 */
import { z } from '../schemas/zod';
import { IdSchema, MAX_NAME_LENGTH, singleLine } from '../schemas/common';
import {
  InvitationSchema,
  KitchenRoleSchema,
  TeamMemberSchema,
  MAX_MEMBERS_PER_KITCHEN,
} from '../schemas/kitchen';
import { UserSchema } from '../schemas/user';
import { action, EmptyPayloadSchema } from './common';

/** Pending invitations one kitchen may hold at once. */
export const MAX_PENDING_INVITATIONS = 20;
/** How long an invitation's link is valid. */
export const INVITATION_VALID_DAYS = 7;

/** The secret of an invitation's link: 32 random bytes, base64url (43 characters). */
export const InvitationTokenSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{43}$/,
    'Der Einladungslink ist unvollständig. Bitte öffnen Sie ihn noch einmal aus der E-Mail.',
  );

/** The address an invitation goes to: trimmed, lower case, a valid address. */
export const InviteEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Die E-Mail-Adresse ist zu lang.')
  .email('Bitte geben Sie eine gültige E-Mail-Adresse ein.');

/**
 * The name a person gives when joining by a link without one (an e-mail-link sign-in brings none): how the
 * team list and the audit name them instead of their address.
 */
export const JoinNameSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie Ihren Namen ein, damit Ihr Team Sie erkennt.')
    .max(MAX_NAME_LENGTH, `Der Name ist zu lang (höchstens ${MAX_NAME_LENGTH} Zeichen).`),
);

export const TEAM_ACTIONS = {
  /** The kitchen's members; pending invitations only for the Küchenleitung (else an empty list). */
  'team/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({
      members: z.array(TeamMemberSchema).max(MAX_MEMBERS_PER_KITCHEN),
      invitations: z.array(InvitationSchema).max(MAX_PENDING_INVITATIONS),
    }),
    role: 'reader',
  }),
  /** Invites an address with a role: a mail with a link valid 7 days, used once, bound to the address. */
  'team/invite': action({
    payload: z.strictObject({ email: InviteEmailSchema, role: KitchenRoleSchema }),
    answer: z.strictObject({ invitation: InvitationSchema }),
    role: 'lead',
  }),
  /** Withdraws a pending invitation: its link no longer works. */
  'team/withdraw': action({
    payload: z.strictObject({ id: IdSchema }),
    answer: z.strictObject({ id: IdSchema }),
    role: 'lead',
  }),
  /** Changes a member's role (also the caller's own, as long as another Küchenleitung remains). */
  'team/setRole': action({
    payload: z.strictObject({ uid: IdSchema, role: KitchenRoleSchema }),
    answer: z.strictObject({ member: TeamMemberSchema }),
    role: 'lead',
  }),
  /** Removes a member; their next call in this kitchen is refused. */
  'team/remove': action({
    payload: z.strictObject({ uid: IdSchema }),
    answer: z.strictObject({ uid: IdSchema }),
    role: 'lead',
  }),
  /** The caller leaves the current kitchen (not the last Küchenleitung); answers the person in the next one. */
  'team/leave': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ user: UserSchema }),
    role: 'reader',
  }),
  /**
   * Joins a kitchen with an invitation's link: the caller's confirmed e-mail address must be the invited
   * one. A person action (no current kitchen needed); answers the person in the joined kitchen. `name`
   * (asked when the person has none) becomes the person's name and their name in the team.
   */
  'team/accept': action({
    payload: z.strictObject({
      kitchenId: IdSchema,
      token: InvitationTokenSchema,
      name: JoinNameSchema.optional(),
    }),
    answer: z.strictObject({ user: UserSchema }),
  }),
};
