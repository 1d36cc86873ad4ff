/** Payload schemas of the workshops endpoint, from the shared workshop schemas. */
import { z } from 'zod';
import { SlugSchema, WorkshopRegistrationSchema, WorkshopSchema } from '@speiseplaner/shared';

export const WORKSHOP_PAYLOADS = {
  'workshops/list': z.strictObject({}),
  /** The server sets `createdAt`; the client may not. */
  'workshops/apply': WorkshopRegistrationSchema.omit({ createdAt: true }),
  'workshops/save': z.strictObject({ workshop: WorkshopSchema }),
  'workshops/delete': z.strictObject({ slug: SlugSchema.max(140) }),
  'workshops/registrations': z.strictObject({ slug: SlugSchema.max(140) }),
} as const;

export type WorkshopPayloadOf<T extends keyof typeof WORKSHOP_PAYLOADS> = z.output<(typeof WORKSHOP_PAYLOADS)[T]>;
