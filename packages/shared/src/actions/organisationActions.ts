/**
 * org/*: a Träger (organisation) over many kitchens — creating it, inviting kitchens by their
 * Küchenleitung's address, a kitchen joining and leaving, and the overview (docs/product.md, "Träger";
 * docs/data-model.md, "Organisations (Träger)"). Actions marked `organisation: 'orgLead'` name the Träger
 * in `organisationId`; the router checks that the caller leads it.
 */
import { z } from '../schemas/zod';
import { IdSchema, ShortTextSchema, SlugSchema, VersionSchema } from '../schemas/common';
import {
  KitchenInvitationSchema,
  MAX_ORGANISATION_RECIPES,
  OrganisationNameSchema,
  OrganisationOverviewSchema,
  OrganisationViewSchema,
  OverviewPeriodSchema,
} from '../schemas/organisation';
import { RecipeListEntrySchema } from '../schemas/recipe';
import { OrganisationPricesSchema } from '../schemas/organisationPrices';
import { UserPricesSchema, UserSchema } from '../schemas/user';
import { action, EmptyPayloadSchema } from './common';
import { InvitationTokenSchema, InviteEmailSchema } from './teamActions';

export const ORGANISATION_ACTIONS = {
  /**
   * Creates a Träger with the caller as its first Träger-Leitung (a person action: confirmed e-mail
   * address needed, at most MAX_ORGANISATIONS_PER_PERSON led).
   */
  'org/create': action({
    payload: z.strictObject({ name: OrganisationNameSchema }),
    answer: z.strictObject({ organisation: OrganisationViewSchema, user: UserSchema }),
  }),
  /** The Träger as its Leitung sees it: Leitungen, kitchens, pending invitations. */
  'org/get': action({
    payload: z.strictObject({ organisationId: IdSchema }),
    answer: z.strictObject({ organisation: OrganisationViewSchema }),
    organisation: 'orgLead',
  }),
  /**
   * Invites a kitchen by the address of its Küchenleitung: a mail with a link valid 7 days, used once; the
   * Küchenleitung accepts it for the kitchen that is current when accepting.
   */
  'org/inviteKitchen': action({
    payload: z.strictObject({ organisationId: IdSchema, email: InviteEmailSchema }),
    answer: z.strictObject({ invitation: KitchenInvitationSchema }),
    organisation: 'orgLead',
  }),
  /** Withdraws a pending kitchen invitation: its link no longer works. */
  'org/withdrawInvitation': action({
    payload: z.strictObject({ organisationId: IdSchema, id: IdSchema }),
    answer: z.strictObject({ id: IdSchema }),
    organisation: 'orgLead',
  }),
  /** Removes a kitchen from the Träger (its summaries stay as history; the overview no longer lists it). */
  'org/removeKitchen': action({
    payload: z.strictObject({ organisationId: IdSchema, kitchenId: IdSchema }),
    answer: z.strictObject({ kitchenId: IdSchema }),
    organisation: 'orgLead',
  }),
  /**
   * What the acceptance page shows of a kitchen invitation (a person action): the Träger's name, who
   * invited and until when. An unknown, expired or used link gets one text that does not say which.
   */
  'org/invitation': action({
    payload: z.strictObject({ organisationId: IdSchema, token: InvitationTokenSchema }),
    answer: z.strictObject({
      name: ShortTextSchema,
      invitedBy: ShortTextSchema,
      expiresAt: z.number().int().nonnegative(),
    }),
  }),
  /**
   * The caller's current kitchen joins the Träger with an invitation's link: the caller is its
   * Küchenleitung, their confirmed address is the invited one, the kitchen belongs to no Träger yet.
   */
  'org/accept': action({
    payload: z.strictObject({ organisationId: IdSchema, token: InvitationTokenSchema }),
    answer: z.strictObject({ user: UserSchema }),
    role: 'lead',
  }),
  /** The caller's current kitchen leaves its Träger. */
  'org/leave': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ user: UserSchema }),
    role: 'lead',
  }),
  /**
   * The overview of the Träger's kitchens over a month, quarter or year, read from the monthly summaries
   * (a fixed number of reads however many kitchens; docs/data-model.md, "Reads per action").
   */
  'org/overview': action({
    payload: z.strictObject({ organisationId: IdSchema, period: OverviewPeriodSchema }),
    answer: OrganisationOverviewSchema,
    organisation: 'orgLead',
  }),
  /** The Träger's recipes as its kitchens see them in their lists (withdrawn ones not). */
  'org/recipes': action({
    payload: z.strictObject({ organisationId: IdSchema }),
    answer: z.strictObject({ recipes: z.array(RecipeListEntrySchema).max(MAX_ORGANISATION_RECIPES) }),
    organisation: 'orgLead',
  }),
  /**
   * Copies an own recipe of the caller's current kitchen (cook or Küchenleitung there) to the Träger: its
   * kitchens see it at once and cannot change it. Sharing the same recipe again publishes its edit (the
   * Träger's copy is replaced, its version raised); a recipe of another kitchen with the same slug gets
   * `<slug>-2`, `-3` …
   */
  'org/shareRecipe': action({
    payload: z.strictObject({ organisationId: IdSchema, slug: SlugSchema }),
    answer: z.strictObject({ recipes: z.array(RecipeListEntrySchema).max(MAX_ORGANISATION_RECIPES) }),
    organisation: 'orgLead',
  }),
  /**
   * Takes a recipe out of the Träger's list: kitchens no longer see it in lists and pickers; weeks that
   * name it keep working (the document stays). Sharing it again brings it back.
   */
  'org/withdrawRecipe': action({
    payload: z.strictObject({ organisationId: IdSchema, slug: SlugSchema }),
    answer: z.strictObject({ recipes: z.array(RecipeListEntrySchema).max(MAX_ORGANISATION_RECIPES) }),
    organisation: 'orgLead',
  }),
  /** The Träger's price list (docs/product.md, "Träger"): its member kitchens inherit it under their own prices. */
  'org/prices': action({
    payload: z.strictObject({ organisationId: IdSchema }),
    answer: OrganisationPricesSchema,
    organisation: 'orgLead',
  }),
  /**
   * Replaces the Träger's whole price list (`{}` removes it) and, in the same transaction, the copy on every
   * member kitchen. Only catalogue ingredients; a save naming an older `version` is refused.
   */
  'org/savePrices': action({
    payload: z.strictObject({ organisationId: IdSchema, prices: UserPricesSchema, version: VersionSchema }),
    answer: OrganisationPricesSchema,
    organisation: 'orgLead',
  }),
};
