/**
 * workshops/list, workshops/apply, workshops/save, workshops/cancel, workshops/delete,
 * workshops/registrations, workshops/removeRegistration (callable "workshops").
 */
import { z } from '../schemas/zod';
import { IdSchema, SlugSchema, VersionSchema } from '../schemas/common';
import {
  WorkshopRegistrationRowSchema,
  WorkshopRegistrationSchema,
  WorkshopSchema,
} from '../schemas/workshop';
import { action, EmptyPayloadSchema } from './common';

const WorkshopSlugSchema = SlugSchema.max(140);

/** A registration as a visitor sends it (the payload itself): the server sets createdAt. */
export const WorkshopApplicationSchema = WorkshopRegistrationSchema.omit({ createdAt: true });

export const WORKSHOP_ACTIONS = {
  'workshops/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ workshops: z.array(WorkshopSchema).max(2000) }),
    public: true,
    readOnly: true,
  }),
  /** Registration for a workshop; refused when cancelled, started or past its deadline. */
  'workshops/apply': action({
    payload: WorkshopApplicationSchema,
    answer: z.strictObject({
      registered: z.literal(true),
      workshopSlug: WorkshopSlugSchema,
      message: z.string().max(500),
    }),
    public: true,
  }),
  /**
   * Creates (`isNew`) or edits a workshop. `version` is the workshop's version as the admin last saw it (0
   * for a new one), so a change another admin made meanwhile is refused instead of overwritten
   * (versioning/entryVersion.ts); the rules of workshops/workshopRules.ts refuse a start in the past, a
   * deadline after the day, too few places.
   */
  'workshops/save': action({
    payload: z.strictObject({ workshop: WorkshopSchema, version: VersionSchema, isNew: z.boolean() }),
    answer: z.strictObject({ workshop: WorkshopSchema }),
    admin: true,
  }),
  /**
   * Cancels an upcoming workshop: its title gets "Abgesagt: " in front, it stays listed, and every
   * registrant gets a cancellation mail (`mails`: how many were written by this call).
   */
  'workshops/cancel': action({
    payload: z.strictObject({ slug: WorkshopSlugSchema }),
    answer: z.strictObject({ workshop: WorkshopSchema, mails: z.number().int().nonnegative() }),
    admin: true,
  }),
  /** Removes a workshop; `version` as in workshops/save, so a workshop changed meanwhile is not deleted unseen. */
  'workshops/delete': action({
    payload: z.strictObject({ slug: WorkshopSlugSchema, version: VersionSchema }),
    answer: z.strictObject({ slug: WorkshopSlugSchema }),
    admin: true,
  }),
  /** The registrations of one workshop (in the order they arrived) and the places they take. */
  'workshops/registrations': action({
    payload: z.strictObject({ slug: WorkshopSlugSchema }),
    answer: z.strictObject({
      slug: WorkshopSlugSchema,
      registrations: z.array(WorkshopRegistrationRowSchema).max(5000),
      participants: z.number().int().nonnegative(),
      /** False when more registrations exist than the answer carries (it never stops silently). */
      complete: z.boolean(),
    }),
    admin: true,
  }),
  /**
   * Removes one registration (a person's deletion request) and frees its places in the same transaction;
   * answers the workshop with its places taken.
   */
  'workshops/removeRegistration': action({
    payload: z.strictObject({ slug: WorkshopSlugSchema, id: IdSchema }),
    answer: z.strictObject({ slug: WorkshopSlugSchema, id: IdSchema, workshop: WorkshopSchema }),
    admin: true,
  }),
};
