/** workshops/list, workshops/apply, workshops/save, workshops/delete, workshops/registrations (callable "workshops"). */
import { z } from '../schemas/zod';
import { SlugSchema } from '../schemas/common';
import { WorkshopRegistrationSchema, WorkshopSchema } from '../schemas/workshop';
import { action, EmptyPayloadSchema } from './common';

const WorkshopSlugSchema = SlugSchema.max(140);

/** A registration as a visitor sends it (the payload itself): the server sets createdAt. */
export const WorkshopApplicationSchema = WorkshopRegistrationSchema.omit({ createdAt: true });

export const WORKSHOP_ACTIONS = {
  'workshops/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ workshops: z.array(WorkshopSchema).max(2000) }),
    public: true,
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
  'workshops/save': action({
    payload: z.strictObject({ workshop: WorkshopSchema }),
    answer: z.strictObject({ workshop: WorkshopSchema }),
    admin: true,
  }),
  'workshops/delete': action({
    payload: z.strictObject({ slug: WorkshopSlugSchema }),
    answer: z.strictObject({ slug: WorkshopSlugSchema }),
    admin: true,
  }),
  /** The registrations of one workshop, with the participant count and a CSV export. */
  'workshops/registrations': action({
    payload: z.strictObject({ slug: WorkshopSlugSchema }),
    answer: z.strictObject({
      slug: WorkshopSlugSchema,
      registrations: z.array(WorkshopRegistrationSchema).max(5000),
      participants: z.number().int().nonnegative(),
      /** False when more registrations exist than the answer carries (it never stops silently). */
      complete: z.boolean(),
      csv: z.string(),
    }),
    admin: true,
  }),
};
