import {
  ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE,
  FEATURE_FLAG_IDS,
  LAST_ADMIN_MESSAGE,
  LAST_ADMIN_OTHER_MESSAGE,
  accessVersionOf,
  adminChangeRefusal,
  adminRoleOf,
  compareMembers,
  featureFlagsOf,
  firstLeadOf,
  flagsUpdateOf,
  kitchenFlagsOf,
} from '../../src';

const none = featureFlagsOf({});

describe('a kitchen’s flags and a person’s admin role', () => {
  it('counts a flag or the role only when it is exactly true, and lists every flag', () => {
    const flags = kitchenFlagsOf({ features: { plan: true, usage: 'true', masterplan: 1, extra: true } });
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAG_IDS].sort());
    expect(flags).toEqual({ ...none, plan: true });
    expect(kitchenFlagsOf(null)).toEqual(none);
    expect(kitchenFlagsOf({ features: ['plan'] })).toEqual(none);
    expect([adminRoleOf({ admin: true }), adminRoleOf({ admin: 'yes' }), adminRoleOf(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('reads the access version from accessVersion, not from the settings version, 0 when missing', () => {
    expect(accessVersionOf({ version: 7, accessVersion: 2 })).toBe(2);
    expect(accessVersionOf({ version: 7 })).toBe(0);
    expect(accessVersionOf(null)).toBe(0);
  });

  it('updates only the flags that change, as the admin command writes them', () => {
    const before = { ...none, plan: true, recipes: true };
    expect(flagsUpdateOf(before, { ...before, plan: false, masterplan: true })).toEqual({
      'features.plan': false,
      'features.masterplan': true,
    });
    expect(flagsUpdateOf(before, before)).toEqual({});
  });
});

describe('adminChangeRefusal', () => {
  const change = { callerUid: 'chef', targetUid: 'anna', targetEmailVerified: true };

  it('gives the admin role only to a confirmed e-mail address', () => {
    const grant = { ...change, before: false, after: true };
    expect(adminChangeRefusal({ ...grant, targetEmailVerified: false })).toBe(
      ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE,
    );
    expect(adminChangeRefusal(grant)).toBeNull();
    // Repeating what is stored is no grant: an unconfirmed admin (made by the admin command) keeps it.
    expect(
      adminChangeRefusal({ ...change, before: true, after: true, targetEmailVerified: false }),
    ).toBeNull();
  });

  it('keeps the last admin, with its own message when it is the caller', () => {
    const drop = { ...change, targetUid: 'chef', before: true, after: false };
    expect(adminChangeRefusal({ ...drop, adminCount: 1 })).toBe(LAST_ADMIN_MESSAGE);
    expect(adminChangeRefusal(drop)).toBe(LAST_ADMIN_MESSAGE);
    expect(adminChangeRefusal({ ...drop, adminCount: 2 })).toBeNull();
    expect(adminChangeRefusal({ ...drop, targetUid: 'anna', adminCount: 1 })).toBe(LAST_ADMIN_OTHER_MESSAGE);
    expect(adminChangeRefusal({ ...drop, targetUid: 'anna', adminCount: 2 })).toBeNull();
  });

  it('writes German with Umlaute', () => {
    expect(ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE).toContain('bestätigter E-Mail-Adresse');
    expect(LAST_ADMIN_MESSAGE).toContain('Sie sind der letzte Administrator');
  });
});

describe('members in the Verwaltung', () => {
  it('names the Küchenleitung who joined first as the kitchen’s, none without a lead', () => {
    const members = {
      z: { role: 'lead', since: 5 },
      a: { role: 'cook', since: 1 },
      b: { role: 'lead', since: 5 },
      c: { role: 'lead', since: 9 },
    };
    expect(firstLeadOf(members)).toBe('b');
    expect(firstLeadOf({ a: { role: 'reader' } })).toBeNull();
  });

  it('lists Küchenleitung, then cooks, then readers, each by name as German sorts it', () => {
    const m = (uid: string, role: string, name: string) => ({ uid, role, name });
    const sorted = [
      m('1', 'reader', 'Anna'),
      m('2', 'cook', 'Özlem'),
      m('3', 'lead', 'Zora'),
      m('4', 'cook', 'Bernd'),
      m('5', 'cook', 'Ärne'),
    ].sort(compareMembers);
    expect(sorted.map((x) => x.name)).toEqual(['Zora', 'Ärne', 'Bernd', 'Özlem', 'Anna']);
  });
});
