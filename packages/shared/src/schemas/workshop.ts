/** Workshop event and a registration for it (docs/domain-shapes.md). */
import { z } from './zod';
import { WORKSHOP_DURATIONS, WORKSHOP_TYPE_IDS, type WorkshopDuration } from '../workshops/workshopTypes';
import {
  EmailSchema,
  IdSchema,
  InstantSchema,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  SlugSchema,
  VersionSchema,
} from './common';
import { singleLine } from './plainText';

/** Largest capacity of one workshop (a conference hall, not a kitchen course). */
export const MAX_WORKSHOP_CAPACITY = 1000;
/** Longest annotation (the card shows it instead of the time range). */
export const MAX_WORKSHOP_ANNOTATION = 500;
/**
 * Places taken can pass the capacity in data written before workshops/save refused a capacity below the
 * registrations (workshops/workshopRules.ts), or by the seed.
 */
const MAX_WORKSHOP_SEATS_TAKEN = 100_000;

/** The German messages of the workshop form and of workshops/save, one per field (docs/product.md, "Verwaltung"). */
export const WORKSHOP_FIELD_MESSAGES = {
  title: 'Bitte geben Sie einen Titel ein.',
  titleLength: `Bitte geben Sie einen Titel mit höchstens ${MAX_NAME_LENGTH} Zeichen ein.`,
  date: 'Bitte geben Sie Datum und Uhrzeit des Workshops an.',
  deadline: 'Bitte geben Sie den Anmeldeschluss als Datum an.',
  duration: `Bitte wählen Sie eine Dauer von ${WORKSHOP_DURATIONS.join(', ').replace(/, (\d+)$/, ' oder $1')} Minuten.`,
  type: 'Bitte wählen Sie ein Thema.',
  location: `Bitte geben Sie den Ort mit höchstens ${MAX_NAME_LENGTH} Zeichen ein.`,
  annotation: `Bitte geben Sie den Hinweis mit höchstens ${MAX_WORKSHOP_ANNOTATION} Zeichen ein.`,
  template: `Bitte geben Sie die Vorlage mit höchstens ${MAX_NAME_LENGTH} Zeichen ein.`,
  capacity: `Bitte geben Sie die Zahl der Plätze als ganze Zahl von 1 bis ${MAX_WORKSHOP_CAPACITY} ein, oder lassen Sie das Feld leer.`,
} as const;

const M = WORKSHOP_FIELD_MESSAGES;

export const WorkshopSchema = z.strictObject({
  /** Title slug + `-yyyy-MM-dd`. */
  slug: SlugSchema.max(140),
  title: singleLine(z.string(M.title).trim().min(1, M.title).max(MAX_NAME_LENGTH, M.titleLength)),
  /** Start, ISO instant. */
  date: z.iso.datetime({ offset: true, message: M.date }),
  /** Registration deadline. */
  deadline: z.iso.date(M.deadline),
  duration: z.union(
    WORKSHOP_DURATIONS.map((d) => z.literal(d)) as [z.ZodLiteral<45>, ...z.ZodLiteral<WorkshopDuration>[]],
    M.duration,
  ),
  type: z.enum(WORKSHOP_TYPE_IDS, M.type),
  location: singleLine(z.string(M.location).max(MAX_NAME_LENGTH, M.location)).optional(),
  annotation: singleLine(z.string(M.annotation).max(MAX_WORKSHOP_ANNOTATION, M.annotation)).optional(),
  template: singleLine(z.string(M.template).max(MAX_NAME_LENGTH, M.template)).optional(),
  /** Places in all (workshops/workshopSeats.ts); without it, registrations are not limited. */
  capacity: z
    .number(M.capacity)
    .int(M.capacity)
    .min(1, M.capacity)
    .max(MAX_WORKSHOP_CAPACITY, M.capacity)
    .optional(),
  /** Places taken: kept by the server (workshops/apply counts, workshops/save recounts); sent values are ignored. */
  seatsTaken: z.number().int().min(0).max(MAX_WORKSHOP_SEATS_TAKEN).optional(),
  /**
   * Moved by every admin change (workshops/save and workshops/cancel store version + 1;
   * versioning/entryVersion.ts), not by registrations. A workshop stored without one counts as version 0;
   * a `version` sent inside the workshop is ignored.
   */
  version: VersionSchema.optional(),
});
export type Workshop = z.infer<typeof WorkshopSchema>;

/**
 * http(s)://, www., or something domain-like followed by a path (`beispiel.de/…`). The domain part starts
 * only where a run of letters, digits and hyphens starts (the lookbehind): tried from every position inside a
 * long run, as it was until 2026-11-30, the test took time growing with the square of the text's length
 * (50,000 letters: 4.8 s), and zod runs it even on a text already too long, so one call to the public
 * registration could hold a function instance for minutes. It matches the same texts.
 */
const LINK = /https?:\/\/|www\.|(?<![\p{L}\p{N}-])[\p{L}\p{N}-]+\.\p{L}{2,}\//iu;
const MARKUP = /[<>]/;

/**
 * A visitor's text on the public registration (#17): single-line, without links or markup, at most
 * `max` characters, so the confirmation mail cannot carry text of the visitor's choice. `what` is the
 * field in the accusative ("den Namen"), for the German messages.
 */
function visitorText(what: string, max: number) {
  return singleLine(
    z.string().max(max, `Bitte geben Sie ${what} mit höchstens ${max} Zeichen ein.`),
    `Bitte geben Sie ${what} in einer Zeile ohne Zeilenumbrüche ein.`,
  )
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

/**
 * A stored registration as the admin list shows it (workshops/workshopRegistrations.ts, registrationRowOf):
 * its document id and plain bounded text. Registrations stored before the single-line rule (#17) may hold
 * a link, a line break or markup; they pass here and are shown as text, never as a link.
 */
export const WorkshopRegistrationRowSchema = z.strictObject({
  /** The document id (from the e-mail address, lib/emailId.ts in functions). */
  id: IdSchema,
  name: z.string().max(MAX_NAME_LENGTH * 4),
  institution: z.string().max(MAX_NAME_LENGTH * 4),
  email: z.string().max(254),
  phone: z.string().max(MAX_NAME_LENGTH).optional(),
  /** Places the registration takes (workshops/workshopRegistrations.ts, registrationSeats). */
  participants: z.number().int().min(1).max(MAX_WORKSHOP_SEATS_TAKEN),
  comment: z.string().max(MAX_TEXT_LENGTH).optional(),
  /** ISO instant as stored; missing in registrations written by hand. */
  createdAt: z.string().max(40).optional(),
});
export type WorkshopRegistrationRow = z.infer<typeof WorkshopRegistrationRowSchema>;
