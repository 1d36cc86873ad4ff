/** Workshop event and a registration for it (docs/domain-shapes.md). */
import { z } from './zod';
import { WORKSHOP_DURATIONS, WORKSHOP_TYPE_IDS, type WorkshopDuration } from '../catalogues/workshopTypes';
import {
  DateStringSchema,
  EmailSchema,
  InstantSchema,
  NameSchema,
  ShortTextSchema,
  SlugSchema,
  TextSchema,
} from './common';

export const WorkshopSchema = z.strictObject({
  /** Title slug + `-yyyy-MM-dd`. */
  slug: SlugSchema.max(140),
  title: NameSchema,
  /** Start, ISO instant. */
  date: InstantSchema,
  /** Registration deadline. */
  deadline: DateStringSchema,
  duration: z.union(
    WORKSHOP_DURATIONS.map((d) => z.literal(d)) as [z.ZodLiteral<45>, ...z.ZodLiteral<WorkshopDuration>[]],
  ),
  type: z.enum(WORKSHOP_TYPE_IDS),
  location: ShortTextSchema.optional(),
  annotation: TextSchema.max(500).optional(),
  template: ShortTextSchema.optional(),
});
export type Workshop = z.infer<typeof WorkshopSchema>;

export const WorkshopRegistrationSchema = z.strictObject({
  workshopSlug: SlugSchema.max(140),
  /** Name of the person attending. */
  name: NameSchema,
  email: EmailSchema,
  /** Institution (Einrichtung). */
  institution: NameSchema,
  phone: z.string().max(40).optional(),
  participants: z.number().int().min(1).max(20).default(1),
  comment: TextSchema.max(1000).optional(),
  /** Set by the server when stored. */
  createdAt: InstantSchema.optional(),
});
export type WorkshopRegistration = z.infer<typeof WorkshopRegistrationSchema>;
export type WorkshopRegistrationInput = z.input<typeof WorkshopRegistrationSchema>;
