import { canonicalJson, sameContent } from '../../src';

describe('sameContent', () => {
  const week = { id: '2026-W48', version: 3, days: [{ recipes: ['a', 'b'], note: 'Suppe' }] };

  it('calls a stored copy with another version and key order the same content', () => {
    const stored = { days: [{ note: 'Suppe', recipes: ['a', 'b'] }], version: 4, id: '2026-W48' };
    expect(sameContent(stored, week)).toBe(true);
  });

  it('leaves out undefined members, which Firestore does not store', () => {
    expect(sameContent({ ...week, author: undefined }, week)).toBe(true);
  });

  it('sees a changed value, a missing member and a changed order of a list', () => {
    expect(sameContent({ ...week, days: [{ recipes: ['a', 'c'], note: 'Suppe' }] }, week)).toBe(false);
    expect(sameContent({ id: week.id, version: 3 }, week)).toBe(false);
    expect(sameContent({ ...week, days: [{ recipes: ['b', 'a'], note: 'Suppe' }] }, week)).toBe(false);
  });

  it('leaves out only the document’s own version: a version deeper down is content', () => {
    const a = { version: 1, prices: { version: { price: 2 } } };
    const b = { version: 2, prices: { version: { price: 3 } } };
    expect(sameContent(a, b)).toBe(false);
    expect(
      sameContent({ version: 1, embedded: { version: 1 } }, { version: 1, embedded: { version: 2 } }),
    ).toBe(false);
  });
});

describe('canonicalJson', () => {
  it('writes equal content as equal text whatever the key order, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 1, e: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"e":2,"f":1}]},"b":1}',
    );
  });

  it('writes a missing value as null', () => {
    expect(canonicalJson(undefined)).toBe('null');
  });
});
