import {
  ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE,
  FEATURE_FLAG_IDS,
  LAST_ADMIN_MESSAGE,
  LAST_ADMIN_OTHER_MESSAGE,
  accessChangeRefusal,
  accessStateOf,
  accessUpdateOf,
  accessVersionOf,
  featureFlagsOf,
  type AccessState,
} from '../../src';

const none = featureFlagsOf({});
const kitchen: AccessState = { features: { ...none, plan: true, recipes: true }, admin: false };
const admin: AccessState = { features: { ...none, masterplan: true }, admin: true };

describe('access state', () => {
  it('counts a flag or the role only when it is exactly true, and lists every flag', () => {
    const state = accessStateOf({
      features: { plan: true, usage: 'true', masterplan: 1, extra: true },
      admin: 'yes',
    });
    expect(Object.keys(state.features).sort()).toEqual([...FEATURE_FLAG_IDS].sort());
    expect(state).toEqual({ features: { ...none, plan: true }, admin: false });
    expect(accessStateOf(null)).toEqual({ features: none, admin: false });
    expect(accessStateOf({ features: ['plan'], admin: true })).toEqual({ features: none, admin: true });
  });

  it('reads the access version from accessVersion, not from the profile version, 0 when missing', () => {
    expect(accessVersionOf({ version: 7, accessVersion: 2 })).toBe(2);
    expect(accessVersionOf({ version: 7 })).toBe(0);
    expect(accessVersionOf(null)).toBe(0);
  });

  it('updates only the fields that change, as the admin command writes them', () => {
    const after = { features: { ...kitchen.features, plan: false, masterplan: true }, admin: true };
    expect(accessUpdateOf(kitchen, after)).toEqual({
      'features.plan': false,
      'features.masterplan': true,
      admin: true,
    });
    expect(accessUpdateOf(kitchen, kitchen)).toEqual({});
  });
});

describe('accessChangeRefusal', () => {
  const change = { callerUid: 'chef', targetUid: 'kueche', targetEmailVerified: true };

  it('gives the admin role only to a confirmed e-mail address', () => {
    const grant = { ...change, before: kitchen, after: { ...kitchen, admin: true } };
    expect(accessChangeRefusal({ ...grant, targetEmailVerified: false })).toBe(
      ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE,
    );
    expect(accessChangeRefusal(grant)).toBeNull();
    // Flags of an existing admin may change whatever the address says.
    const flags = {
      ...change,
      before: admin,
      after: { ...admin, features: none },
      targetEmailVerified: false,
    };
    expect(accessChangeRefusal(flags)).toBeNull();
  });

  it('keeps the last admin', () => {
    const drop = { ...change, targetUid: 'chef', before: admin, after: { ...admin, admin: false } };
    expect(accessChangeRefusal({ ...drop, adminCount: 1 })).toBe(LAST_ADMIN_MESSAGE);
    expect(accessChangeRefusal(drop)).toBe(LAST_ADMIN_MESSAGE);
    expect(accessChangeRefusal({ ...drop, adminCount: 2 })).toBeNull();
    expect(accessChangeRefusal({ ...drop, targetUid: 'andere', adminCount: 1 })).toBe(
      LAST_ADMIN_OTHER_MESSAGE,
    );
    expect(accessChangeRefusal({ ...drop, targetUid: 'andere', adminCount: 2 })).toBeNull();
  });

  it('writes German with Umlaute', () => {
    expect(ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE).toContain('bestätigter E-Mail-Adresse');
    expect(LAST_ADMIN_MESSAGE).toContain('Sie sind der letzte Administrator');
  });
});
