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

/** Largest capacity of one workshop (a conference hall, not a kitchen course). */
export const MAX_WORKSHOP_CAPACITY = 1000;
/** Places taken can pass the capacity when an admin lowers it after registrations arrived. */
const MAX_WORKSHOP_SEATS_TAKEN = 100_000;

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
  /** Places in all (quotas/workshopSeats.ts); without it, registrations are not limited. */
  capacity: z.number().int().min(1).max(MAX_WORKSHOP_CAPACITY).optional(),
  /** Places taken: kept by the server (workshops/apply counts, workshops/save recounts); sent values are ignored. */
  seatsTaken: z.number().int().min(0).max(MAX_WORKSHOP_SEATS_TAKEN).optional(),
});
export type Workshop = z.infer<typeof WorkshopSchema>;

/** Whether the text has a control character or a line break (Unicode line/paragraph separators included). */
const hasControlOrBreak = (value: string) =>
  [...value].some((c) => {
    const code = c.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });
/** http(s)://, www., or something domain-like followed by a path (`beispiel.de/…`). */
const LINK = /https?:\/\/|www\.|[\p{L}\p{N}-]+\.[\p{L}]{2,}\//iu;
const MARKUP = /[<>]/;

/**
 * A visitor's text on the public registration (#17): single-line, without links or markup, at most
 * `max` characters, so the confirmation mail cannot carry text of the visitor's choice. `what` is the
 * field in the accusative ("den Namen"), for the German messages.
 */
function visitorText(what: string, max: number) {
  return z
    .string()
    .max(max, `Bitte geben Sie ${what} mit höchstens ${max} Zeichen ein.`)
    .refine((v) => !hasControlOrBreak(v), `Bitte geben Sie ${what} in einer Zeile ohne Zeilenumbrüche ein.`)
    .refine((v) => !LINK.test(v), `Bitte geben Sie ${what} ohne Links ein.`)
    .refine((v) => !MARKUP.test(v), `Bitte geben Sie ${what} ohne die Zeichen < und > ein.`);
}

export const WorkshopRegistrationSchema = z.strictObject({
  workshopSlug: SlugSchema.max(140),
  /** Name of the person attending. */
  name: z.string().trim().min(1).pipe(visitorText('den Namen', 100)),
  email: EmailSchema,
  /** Institution (Einrichtung). */
  institution: z.string().trim().min(1).pipe(visitorText('die Einrichtung', 150)),
  phone: visitorText('die Telefonnummer', 30).optional(),
  participants: z.number().int().min(1).max(20).default(1),
  comment: visitorText('den Kommentar', 500).optional(),
  /** Set by the server when stored. */
  createdAt: InstantSchema.optional(),
});
export type WorkshopRegistration = z.infer<typeof WorkshopRegistrationSchema>;
export type WorkshopRegistrationInput = z.input<typeof WorkshopRegistrationSchema>;
