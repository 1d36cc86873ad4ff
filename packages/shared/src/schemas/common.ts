/** Building blocks of the entity schemas: ids, dates, bounded strings and numbers, headcounts. */
import { z } from './zod';
import { AGE_GROUP_IDS } from '../catalogues/ageGroups';

import { MAX_AMOUNT, MAX_HEADCOUNT, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './limits';
import { multiLine, singleLine } from './plainText';
import { WEEK_ID_FORMAT } from '../calendar/weeks';

export * from './limits';
export * from './plainText';

export const SlugSchema = z
  .string()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Nur Kleinbuchstaben, Ziffern und Bindestriche');
/** A name (recipe, ingredient, item): trimmed, 1–120 characters, one line without invisible characters. */
export const NameSchema = singleLine(z.string().trim().min(1).max(MAX_NAME_LENGTH));
/** A short single-line text (category, author, nickname), at most 120 characters. */
export const ShortTextSchema = singleLine(z.string().max(MAX_NAME_LENGTH));
/** A free text over several lines (method): line breaks and tabs allowed, invisible characters not. */
export const TextSchema = multiLine(z.string().max(MAX_TEXT_LENGTH));
/** An e-mail address (newsletter, workshop registration), at most 254 characters; the message is the sign-in form's. */
export const EmailSchema = z.email({ message: 'Diese E-Mail-Adresse ist ungültig' }).max(254);
export const UrlSchema = singleLine(z.string().max(2048));
/** Ids Firestore reserves (`__name__`, `__x__`): production refuses them as document ids. */
export const RESERVED_ID = /^__.*__$/;
export const RESERVED_ID_MESSAGE = 'Diese Kennung ist nicht erlaubt.';
/** Whether Firestore accepts `id` as a document id (it refuses the reserved `__…__`). */
export const isAllowedId = (id: string): boolean => !RESERVED_ID.test(id);
/** Firebase uids and document ids; never a reserved `__…__` id. */
export const IdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/)
  .refine(isAllowedId, RESERVED_ID_MESSAGE);

/** A calendar date `yyyy-MM-dd` that exists. */
export const DateStringSchema = z.iso.date();
/** An instant, ISO 8601 with offset or Z. */
export const InstantSchema = z.iso.datetime({ offset: true });
/** An ISO week id like `2026-W48`. */
/** The German answer to a week id written otherwise (it never repeats what was sent). */
export const WEEK_ID_MESSAGE = 'Die Kalenderwoche muss wie 2026-W48 geschrieben sein.';
export const WeekIdSchema = z.string().regex(WEEK_ID_FORMAT, WEEK_ID_MESSAGE);

export const AmountSchema = z.number().finite().nonnegative().max(MAX_AMOUNT);
export const PositiveAmountSchema = z.number().finite().positive().max(MAX_AMOUNT);
export const MoneySchema = z.number().finite().nonnegative().max(MAX_AMOUNT);
export const VersionSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const AgeGroupIdSchema = z.enum(AGE_GROUP_IDS);
/**
 * What a headcount may be and the German answer to each wrong one, the same in the web app's fields and
 * in the backend's refusal (docs/domain-rules.md, "Headcounts").
 */
export const HEADCOUNT_MESSAGES = {
  notANumber: 'Bitte geben Sie die Personenzahl als Zahl ein, z. B. 20.',
  notWhole: 'Bitte geben Sie die Personenzahl als ganze Zahl ein, z. B. 20.',
  negative: 'Die Personenzahl darf nicht negativ sein. Für eine Altersgruppe ohne Essen geben Sie 0 ein.',
  tooLarge: `Höchstens ${MAX_HEADCOUNT.toLocaleString('de-DE')} Personen je Altersgruppe und Tag.`,
} as const;
/** One age group's headcount on one day: a whole number from 0 to MAX_HEADCOUNT. */
export const HeadcountSchema = z
  .number({ error: HEADCOUNT_MESSAGES.notANumber })
  .int({ error: HEADCOUNT_MESSAGES.notWhole })
  .min(0, { error: HEADCOUNT_MESSAGES.negative })
  .max(MAX_HEADCOUNT, { error: HEADCOUNT_MESSAGES.tooLarge });

/** Headcounts per age group; missing groups count 0. */
export const HeadcountsSchema = z.strictObject({
  kita: HeadcountSchema.optional(),
  kiga: HeadcountSchema.optional(),
  school: HeadcountSchema.optional(),
  highschool: HeadcountSchema.optional(),
  adult: HeadcountSchema.optional(),
});
export type Headcounts = z.infer<typeof HeadcountsSchema>;

/** Default heads: one Kindergarten child (docs/product.md, "Constants and limits"). */
export const DEFAULT_HEADS: Readonly<Headcounts> = Object.freeze({ kiga: 1 });

/** Portion factors per age group; missing groups use DEFAULT_PORTION_FACTORS. */
const FactorSchema = z.number().finite().positive().max(10);
export const PortionFactorsSchema = z.strictObject({
  kita: FactorSchema.optional(),
  kiga: FactorSchema.optional(),
  school: FactorSchema.optional(),
  highschool: FactorSchema.optional(),
  adult: FactorSchema.optional(),
});
export type PortionFactors = z.infer<typeof PortionFactorsSchema>;
