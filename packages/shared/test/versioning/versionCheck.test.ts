import { storedVersion, versionVerdict } from '../../src';

describe('versionVerdict', () => {
  const recipe = { slug: 'linsensuppe', name: 'Linsensuppe', version: 2 };

  it('writes when the client saw the stored version, and a new document at version 0', () => {
    expect(versionVerdict({ ...recipe }, recipe)).toBe('write');
    expect(versionVerdict(null, { ...recipe, version: 0 })).toBe('write');
    expect(versionVerdict({ slug: 'alt', name: 'Alt' }, { ...recipe, version: 0 })).toBe('write');
  });

  it('answers the stored copy for the retry of a save whose answer was lost', () => {
    expect(versionVerdict({ ...recipe, version: 3 }, recipe)).toBe('already-saved');
  });

  it('refuses when someone else saved in between', () => {
    expect(versionVerdict({ ...recipe, name: 'Linseneintopf', version: 3 }, recipe)).toBe('stale');
    expect(versionVerdict({ ...recipe, version: 4 }, recipe)).toBe('stale');
    expect(versionVerdict({ ...recipe, version: 1 }, recipe)).toBe('stale');
    expect(versionVerdict(null, recipe)).toBe('stale');
  });
});

describe('storedVersion', () => {
  it('counts a missing document or version as 0', () => {
    expect(storedVersion(null)).toBe(0);
    expect(storedVersion({})).toBe(0);
    expect(storedVersion({ version: 5 })).toBe(5);
  });
});
