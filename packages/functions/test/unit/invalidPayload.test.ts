/**
 * lib/errors.ts `invalidPayload`: the schema's own German message when the failing check has one, the
 * German text that names the field otherwise; zod's English defaults never reach a caller, nor the input.
 */
import {
  ACTIONS,
  EmailSchema,
  IdSchema,
  IngredientSchema,
  LinkTokenSchema,
  RESERVED_ID_MESSAGE,
  WEEK_ID_MESSAGE,
  WeekIdSchema,
  WorkshopRegistrationSchema,
} from '@speiseplaner/shared';
import type { z } from 'zod';
import { invalidPayload, schemaMessage, ZOD_DEFAULT_MESSAGE } from '../../src/lib/errors';

const answerOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('accepted');
  const error = invalidPayload(parsed.error);
  return { code: error.code, message: error.message, details: error.details };
};

/** Words of zod's English messages ("Invalid input: expected string, received number", "Too big: …"). */
const ENGLISH = /\b(Invalid|expected|received|Too (big|small)|Unrecognized|must|characters?)\b/;

describe('invalidPayload', () => {
  it('answers the schema’s own message, with the field in the details', () => {
    expect(answerOf(WeekIdSchema, '2026-48')).toEqual({
      code: 'invalid-argument',
      message: WEEK_ID_MESSAGE,
      details: { field: 'payload' },
    });
    expect(answerOf(IdSchema, '__x__').message).toBe(RESERVED_ID_MESSAGE);
    expect(answerOf(EmailSchema, 'anna@').message).toBe('Diese E-Mail-Adresse ist ungültig.');
    const registration = {
      workshopSlug: 'kochen-2027-01-01',
      name: 'Anna\nBerg',
      institution: 'Kita',
      email: 'anna@kita.test',
    };
    expect(answerOf(WorkshopRegistrationSchema, registration)).toEqual({
      code: 'invalid-argument',
      message: 'Bitte geben Sie den Namen in einer Zeile ohne Zeilenumbrüche ein.',
      details: { field: 'name' },
    });
    const ingredient = {
      slug: 'ruebe',
      name: 'Rübe',
      unit: 'g',
      referenceAmount: 100,
      netReferenceAmount: 120,
      referenceAmountInG: 100,
    };
    expect(answerOf(IngredientSchema, ingredient).message).toBe(
      'Die essbare Menge darf nicht größer als die Bezugsmenge sein.',
    );
    expect(answerOf(LinkTokenSchema, 'kurz').message).toBe(
      'Der Link ist unvollständig. Bitte kopieren Sie ihn ganz aus der E-Mail.',
    );
  });

  it('keeps the German text naming the field where the schema has no message of its own', () => {
    expect(answerOf(WeekIdSchema, 48)).toEqual({
      code: 'invalid-argument',
      message: 'Ungültige Eingabe im Feld „payload“: ungültiger Wert.',
      details: { field: 'payload' },
    });
    expect(answerOf(ACTIONS['ingredients/fetchAll'].payload, { extra: 1 }).message).toBe(
      'Ungültige Eingabe im Feld „payload“: unbekanntes Feld.',
    );
  });

  it('never passes on an English default or the input, for any action and several bad payloads', () => {
    const hostile = 'https://spam.example/<b>kaufen</b>';
    const payloads: unknown[] = [
      null,
      7,
      hostile,
      [],
      { [hostile]: hostile },
      { week: hostile, recipe: hostile, ingredient: hostile, shoppingList: hostile, slug: hostile },
      { slug: 'a'.repeat(300), id: 'x'.repeat(300), email: hostile, catalogueVersion: -1 },
    ];
    for (const [type, spec] of Object.entries(ACTIONS)) {
      for (const payload of payloads) {
        const parsed = spec.payload.safeParse(payload);
        if (parsed.success) continue;
        for (const issue of parsed.error.issues)
          expect(issue.message === ZOD_DEFAULT_MESSAGE || !ENGLISH.test(issue.message)).toBe(true);
        const { message } = invalidPayload(parsed.error);
        expect({ type, message }).toEqual({ type, message: expect.not.stringMatching(ENGLISH) });
        expect(message).not.toContain('spam.example');
        expect(message).not.toContain('\u0000');
      }
    }
  });

  it('takes a message only when a schema wrote one', () => {
    expect(schemaMessage({ message: ZOD_DEFAULT_MESSAGE })).toBeUndefined();
    expect(schemaMessage({ message: '' })).toBeUndefined();
    expect(schemaMessage(undefined)).toBeUndefined();
    expect(schemaMessage({ message: 'x'.repeat(201) })).toBeUndefined();
    expect(schemaMessage({ message: 'Das Enddatum liegt vor dem Startdatum' })).toBe(
      'Das Enddatum liegt vor dem Startdatum.',
    );
  });
});
