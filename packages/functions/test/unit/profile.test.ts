/** lib/profile.ts: the stored users/{uid} document as the shared User, read leniently. */
import { DEFAULT_HEADS, UserSchema } from '@speiseplaner/shared';
import { profileOf } from '../../src/lib/profile';

const uid = 'k-Profile42';

it('is null without a stored document', () => {
  expect(profileOf(uid, undefined)).toBeNull();
  expect(profileOf(uid, null)).toBeNull();
});

it('adds the uid as id and the defaults of missing fields, version 0 for a profile never saved', () => {
  const user = profileOf(uid, { name: 'Kita Sonnenschein', features: { plan: true } });
  expect(user).toEqual({
    id: uid,
    name: 'Kita Sonnenschein',
    letterhead: '',
    bioControlCode: '',
    menuLine: 'mixed',
    nickName: '',
    email: '',
    photoUrl: '',
    heads: DEFAULT_HEADS,
    prices: {},
    allergens: {},
    features: { plan: true },
    admin: false,
    version: 0,
  });
  expect(UserSchema.safeParse(user).success).toBe(true);
});

it('takes the uid over a stored id', () => {
  expect(profileOf(uid, { id: 'someone-else' })?.id).toBe(uid);
});

it('drops what does not fit instead of refusing the whole profile', () => {
  const user = profileOf(uid, {
    name: 'x'.repeat(5000),
    legacyField: 1,
    heads: { kiga: 20, kita: -3 },
    features: { plan: true, recipes: 'yes', statistics: true },
    admin: 'true',
  });
  expect(user).toMatchObject({
    id: uid,
    name: '',
    heads: { kiga: 20 },
    features: { plan: true },
    admin: false,
  });
  expect(user).not.toHaveProperty('legacyField');
});

it('leaves the stored data untouched', () => {
  const stored = { features: { plan: true, statistics: true }, extra: 1 };
  profileOf(uid, stored);
  expect(stored).toEqual({ features: { plan: true, statistics: true }, extra: 1 });
});
