/**
 * invalid-argument answers of the router (lib/errors.ts `invalidPayload`): a schema's own German message
 * when it has one, the field in `details.field`, zod's English defaults never, and never the input.
 */
import { WEEK_ID_MESSAGE } from '@speiseplaner/shared';
import { call, refusal } from '../helpers/call';
import { upcomingWorkshop, week } from '../helpers/fixtures';
import { createAdmin, createKitchen } from '../helpers/kitchens';

/** The refusal with its details (refusal() keeps only code and message). */
async function refusalWithDetails(
  type: string,
  payload: unknown,
  kitchen: Awaited<ReturnType<typeof createKitchen>> | null,
): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await call(type, payload, kitchen);
  } catch (err) {
    const e = err as { code?: string; message: string; details?: unknown; httpErrorCode?: unknown };
    if (!e.httpErrorCode) throw err;
    return { code: String(e.code), message: e.message, details: e.details };
  }
  throw new Error(`${type} wurde nicht abgelehnt`);
}

const ENGLISH = /\b(Invalid|expected|received|Too (big|small)|must|string|number|Unrecognized)\b/;

describe('invalid-argument answers', () => {
  const slug = 'einfuehrung-2027-11-23';
  beforeAll(async () => {
    const admin = await createAdmin();
    await call('workshops/save', { workshop: upcomingWorkshop(slug), version: 0, isNew: true }, admin);
  });

  it('a too long name in a workshop registration answers the schema message, not the name', async () => {
    const name = `Anna ${'B'.repeat(120)}`;
    const answer = await refusalWithDetails(
      'workshops/apply',
      { workshopSlug: slug, name, institution: 'Kita Regenbogen', email: 'anna@kita.test', participants: 1 },
      null,
    );
    expect(answer).toEqual({
      code: 'invalid-argument',
      message: 'Bitte geben Sie den Namen mit höchstens 100 Zeichen ein.',
      details: { field: 'name' },
    });
    expect(answer.message).not.toContain('BBBB');
  });

  it('a week id written otherwise answers the schema message, not the id', async () => {
    const kitchen = await createKitchen({ features: { plan: true } });
    const answer = await refusalWithDetails('plan/saveNewWeek', { week: week('2026-KW48<script>') }, kitchen);
    expect(answer).toEqual({
      code: 'invalid-argument',
      message: 'Die Kalenderwoche muss wie 2026-W48 geschrieben sein.',
      details: { field: 'week.id' },
    });
    expect(WEEK_ID_MESSAGE).toBe('Die Kalenderwoche muss wie 2026-W48 geschrieben sein.');
    expect(answer.message).not.toContain('script');
  });

  it('an issue without a schema message keeps the German text that names the field (no English)', async () => {
    const kitchen = await createKitchen({ features: { plan: true } });
    const wrongType = await refusal('plan/saveNewWeek', { week: { ...week('2026-W48'), id: 48 } }, kitchen);
    expect(wrongType).toEqual({
      code: 'invalid-argument',
      message: 'Ungültige Eingabe im Feld „week.id“: ungültiger Wert.',
    });
    const unknownField = await refusal('plan/saveNewWeek', { week: week('2026-W48'), extra: 1 }, kitchen);
    expect(unknownField.message).toBe('Ungültige Eingabe im Feld „payload“: unbekanntes Feld.');
    const tooLongSlug = await refusal('recipes/fetch', { slug: 'a'.repeat(500) }, kitchen);
    expect(tooLongSlug.message).toBe('Ungültige Eingabe im Feld „slug“: ungültiger Wert.');
    for (const answer of [wrongType, unknownField, tooLongSlug]) expect(answer.message).not.toMatch(ENGLISH);
  });
});
