import { entryVerdict } from '../../src';

describe('entryVerdict (the Verwaltung saves videos, workshops and access with it)', () => {
  const stored = { id: 'rezepte-anpassen', title: 'Rezepte anpassen', version: 3 };
  const edited = { id: 'rezepte-anpassen', title: 'Rezepte anpassen, Teil 1' };

  it('writes an edit based on the stored version and a new entry whose key is free', () => {
    expect(entryVerdict(stored, { version: 3, content: edited })).toBe('write');
    expect(entryVerdict(null, { version: 0, isNew: true, content: edited })).toBe('write');
  });

  it('counts an entry stored without a version as version 0', () => {
    const { version: _version, ...unversioned } = stored;
    expect(entryVerdict(unversioned, { version: 0, content: edited })).toBe('write');
    expect(entryVerdict(unversioned, { version: 1, content: edited })).toBe('stale');
    expect(entryVerdict(unversioned, { version: 0 })).toBe('write');
  });

  it('refuses an edit or delete based on an older version: nothing is overwritten unseen', () => {
    expect(entryVerdict(stored, { version: 2, content: edited })).toBe('stale');
    expect(entryVerdict(stored, { version: 2 })).toBe('stale');
    expect(entryVerdict(stored, { version: 4, content: edited })).toBe('stale');
  });

  it('answers the stored entry when it already holds the wanted content, whatever the version', () => {
    expect(entryVerdict(stored, { version: 2, content: { ...stored, version: 0 } })).toBe('unchanged');
    expect(entryVerdict(stored, { version: 0, isNew: true, content: stored })).toBe('unchanged');
  });

  it('refuses a new entry whose key is taken, and an edit or delete of an entry that is gone', () => {
    expect(entryVerdict(stored, { version: 0, isNew: true, content: edited })).toBe('taken');
    expect(
      entryVerdict({ ...stored, version: undefined }, { version: 0, isNew: true, content: edited }),
    ).toBe('taken');
    expect(entryVerdict(null, { version: 3, content: edited })).toBe('missing');
    expect(entryVerdict(null, { version: 3 })).toBe('missing');
  });

  it('deletes the entry the admin saw', () => {
    expect(entryVerdict(stored, { version: 3 })).toBe('write');
  });
});
