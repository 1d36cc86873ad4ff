import {
  BIO_CONTROL_CODE_FORMAT,
  HIDDEN_CHARACTERS_MESSAGE,
  INSTITUTION_NAME_REQUIRED,
  INSTITUTION_NAME_TOO_LONG,
  LETTERHEAD_TOO_LONG,
  LETTERHEAD_TOO_MANY_LINES,
  MENU_LINE_INVALID,
  PROFILE_CHANGES_EMPTY,
  ProfileChangesSchema,
  profileUpdateOf,
  UserSchema,
  type User,
} from '../../src';

const messageOf = (changes: unknown) => ProfileChangesSchema.safeParse(changes).error?.issues[0]?.message;

const stored = (fields: Record<string, unknown> = {}): User =>
  UserSchema.parse({ id: 'u1', name: 'Kita Sonne', heads: { kiga: 20 }, ...fields });

describe('ProfileChangesSchema', () => {
  it('takes any subset of the profile fields, trimmed and written the official way', () => {
    expect(ProfileChangesSchema.parse({ name: '  Kita Regenbogen ' })).toEqual({ name: 'Kita Regenbogen' });
    expect(
      ProfileChangesSchema.parse({
        name: 'Kita Regenbogen',
        letterhead: 'Lindenweg 3\n12345 Musterstadt',
        bioControlCode: 'de-öko-006',
        menuLine: 'vegetarian',
        heads: { kita: 12, kiga: 40 },
      }),
    ).toEqual({
      name: 'Kita Regenbogen',
      letterhead: 'Lindenweg 3\n12345 Musterstadt',
      bioControlCode: 'DE-ÖKO-006',
      menuLine: 'vegetarian',
      heads: { kita: 12, kiga: 40 },
    });
  });

  it('refuses each bad field with the German message the single forms showed', () => {
    expect(messageOf({ name: '   ' })).toBe(INSTITUTION_NAME_REQUIRED);
    expect(messageOf({ name: 'x'.repeat(121) })).toBe(INSTITUTION_NAME_TOO_LONG);
    expect(messageOf({ name: 'Kita\u202ESonne' })).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(messageOf({ letterhead: 'x'.repeat(301) })).toBe(LETTERHEAD_TOO_LONG);
    expect(messageOf({ letterhead: 'a\nb\nc\nd' })).toBe(LETTERHEAD_TOO_MANY_LINES);
    expect(messageOf({ bioControlCode: 'DE-OKO-6' })).toBe(BIO_CONTROL_CODE_FORMAT);
    expect(messageOf({ menuLine: 'vegan' })).toBe(MENU_LINE_INVALID);
    expect(ProfileChangesSchema.safeParse({ heads: { kiga: -1 } }).success).toBe(false);
    expect(ProfileChangesSchema.safeParse({ heads: { kiga: 1.5 } }).success).toBe(false);
  });

  it('refuses an empty change and fields that are no profile fields', () => {
    expect(messageOf({})).toBe(PROFILE_CHANGES_EMPTY);
    expect(PROFILE_CHANGES_EMPTY).toBe('Bitte ändern Sie mindestens eine Angabe.');
    expect(ProfileChangesSchema.safeParse({ admin: true }).success).toBe(false);
    expect(ProfileChangesSchema.safeParse({ name: 'Kita', features: { plan: true } }).success).toBe(false);
    expect(ProfileChangesSchema.safeParse({ name: 'Kita', prices: {} }).success).toBe(false);
  });
});

describe('profileUpdateOf', () => {
  it('writes only the changed fields and raises the version', () => {
    const update = profileUpdateOf(stored({ version: 3 }), 3, { letterhead: 'Lindenweg 3' });
    expect(update).toEqual({
      kind: 'write',
      fields: { letterhead: 'Lindenweg 3', version: 4 },
      user: expect.objectContaining({ name: 'Kita Sonne', letterhead: 'Lindenweg 3', version: 4 }),
    });
  });

  it('counts a profile stored without a version as version 0', () => {
    const user = stored();
    expect(user.version).toBe(0);
    expect(profileUpdateOf(user, 0, { name: 'Kita Mond' })).toMatchObject({
      kind: 'write',
      fields: { name: 'Kita Mond', version: 1 },
    });
  });

  it('refuses a write based on an older version', () => {
    expect(profileUpdateOf(stored({ version: 5 }), 3, { name: 'Kita Mond' })).toEqual({ kind: 'stale' });
    expect(profileUpdateOf(stored({ version: 5 }), 4, { name: 'Kita Mond' })).toEqual({ kind: 'stale' });
    expect(profileUpdateOf(stored({ version: 2 }), 3, { name: 'Kita Mond' })).toEqual({ kind: 'stale' });
  });

  it('answers a repeated write that already went through with the stored profile', () => {
    const after = stored({ version: 5, name: 'Kita Mond', heads: { kiga: 20 }, letterhead: 'Anderswo 1' });
    expect(profileUpdateOf(after, 4, { name: 'Kita Mond', heads: { kiga: 20 } })).toEqual({
      kind: 'repeat',
      user: after,
    });
  });
});
