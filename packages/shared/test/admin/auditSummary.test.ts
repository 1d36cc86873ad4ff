import {
  AUDIT_MAX_CHANGES,
  AUDIT_MAX_FIELD_BYTES,
  AUDIT_MAX_VALUE_BYTES,
  auditSummaryOf,
  firestoreSizeOf,
  truncateUtf8,
} from '../../src';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('truncateUtf8', () => {
  it('keeps short texts and cuts long ones at a character boundary with “…”', () => {
    expect(truncateUtf8('Möhre', 20)).toBe('Möhre');
    expect(truncateUtf8('abcdefghij', 6)).toBe('abc…');
    // "ö" is two bytes, the ellipsis three: only whole characters fit.
    expect(truncateUtf8('öööö', 7)).toBe('öö…');
    const emoji = truncateUtf8('🥕'.repeat(10), 12);
    expect(emoji).toBe('🥕🥕…');
    expect(bytes(emoji)).toBeLessThanOrEqual(12);
  });
});

describe('auditSummaryOf', () => {
  it('lists only the changed fields, maps field by field, the name first, without the version', () => {
    const before = { name: 'Karotte', unit: 'g', version: 3, features: { plan: true, usage: false } };
    const after = { name: 'Möhre', unit: 'g', version: 4, features: { plan: true, usage: true }, bio: true };
    expect(auditSummaryOf(before, after, { ignore: ['version'] })).toEqual({
      changes: [
        { field: 'name', before: 'Karotte', after: 'Möhre' },
        { field: 'bio', before: null, after: 'true' },
        { field: 'features.usage', before: 'false', after: 'true' },
      ],
      more: 0,
    });
  });

  it('treats a new and a removed document as every field added or removed', () => {
    expect(auditSummaryOf(undefined, { slug: 'brot', title: 'Brot backen' })).toEqual({
      changes: [
        { field: 'slug', before: null, after: 'brot' },
        { field: 'title', before: null, after: 'Brot backen' },
      ],
      more: 0,
    });
    expect(auditSummaryOf({ slug: 'brot' }, null).changes).toEqual([
      { field: 'slug', before: 'brot', after: null },
    ]);
  });

  it('compares lists and deep maps as one value, whatever their key order', () => {
    const before = { prices: [{ price: 1, fromDate: '2026-01-01' }], nutrients: { fat: { g: 1, mg: 2 } } };
    const reordered = { prices: [{ fromDate: '2026-01-01', price: 1 }], nutrients: { fat: { mg: 2, g: 1 } } };
    expect(auditSummaryOf(before, reordered)).toEqual({ changes: [], more: 0 });
    const changed = { ...before, prices: [...before.prices, { price: 2, fromDate: '2026-06-01' }] };
    expect(auditSummaryOf(before, changed).changes).toEqual([
      {
        field: 'prices',
        before: '[{"fromDate":"2026-01-01","price":1}]',
        after: '[{"fromDate":"2026-01-01","price":1},{"fromDate":"2026-06-01","price":2}]',
      },
    ]);
  });

  it('lists the fields that name the document first, so a new one shows its name', () => {
    const created = { allergens: [], calories: 80, name: 'Pastinake', slug: 'pastinake', unit: 'g' };
    expect(auditSummaryOf(undefined, created).changes.map((c) => c.field)).toEqual([
      'slug',
      'name',
      'allergens',
      'calories',
      'unit',
    ]);
  });

  it('keeps at most AUDIT_MAX_CHANGES fields and counts the rest', () => {
    const after = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`f${String(i).padStart(2, '0')}`, i]),
    );
    const summary = auditSummaryOf({}, after);
    expect(summary.changes).toHaveLength(AUDIT_MAX_CHANGES);
    expect(summary.changes[0]!.field).toBe('f00');
    expect(summary.more).toBe(25 - AUDIT_MAX_CHANGES);
  });

  it('stays well under 10 kB for the largest documents, four-byte characters everywhere', () => {
    const huge = '🥕'.repeat(20_000);
    const doc = (tag: string) =>
      Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [`${huge.slice(0, 200)}${i}`, { [huge]: `${tag}${huge}` }]),
      );
    const summary = auditSummaryOf(doc('a'), doc('b'));
    expect(summary.changes).toHaveLength(AUDIT_MAX_CHANGES);
    for (const change of summary.changes) {
      expect(bytes(change.field)).toBeLessThanOrEqual(AUDIT_MAX_FIELD_BYTES);
      expect(bytes(change.before!)).toBeLessThanOrEqual(AUDIT_MAX_VALUE_BYTES);
      expect(bytes(change.after!)).toBeLessThanOrEqual(AUDIT_MAX_VALUE_BYTES);
    }
    const entry = {
      at: new Date(),
      actor: { uid: 'u'.repeat(128), email: `${'e'.repeat(240)}@kita.de` },
      action: 'ingredients/save',
      target: `ingredients/${'s'.repeat(120)}`,
      ...summary,
    };
    expect(firestoreSizeOf(entry)).toBeLessThan(7_000);
  });
});
