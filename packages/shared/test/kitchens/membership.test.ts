import {
  ACCEPT_TEXTS,
  acceptRefusal,
  INVITE_TEXTS,
  invitationExpired,
  invitationExpiresAt,
  invitationLink,
  inviteRefusal,
  joinRefusal,
  kitchenAfterLeaving,
  leaveRefusal,
  MAX_KITCHENS_PER_PERSON,
  MAX_MEMBERS_PER_KITCHEN,
  MAX_PENDING_INVITATIONS,
  MEMBER_TEXTS,
  memberNameOf,
  removalRefusal,
  roleChangeRefusal,
  type KitchenRole,
} from '../../src';

const now = Date.UTC(2026, 10, 28, 9, 0);
const DAY = 86_400_000;

const member = (role: KitchenRole, email: string) => ({ role, email });
const team = {
  anna: member('lead', 'anna@kita.test'),
  ben: member('cook', 'ben@kita.test'),
  carla: member('reader', 'carla@kita.test'),
};

describe('invitations', () => {
  test('the link opens the invitation page with the kitchen and the secret', () => {
    expect(invitationLink('https://speiseplaner.example/', 'kueche-1', 'a_b-c')).toBe(
      'https://speiseplaner.example/einladung?kueche=kueche-1&token=a_b-c',
    );
  });

  test('a link works seven days, and not a moment longer', () => {
    const expiresAt = invitationExpiresAt(now);
    expect(expiresAt - now).toBe(7 * DAY);
    expect(invitationExpired({ expiresAt }, expiresAt - 1)).toBe(false);
    expect(invitationExpired({ expiresAt }, expiresAt)).toBe(true);
  });

  test('an address that is a member or invited already is refused, in any spelling', () => {
    expect(inviteRefusal({ members: team, pending: [], email: 'ben@kita.test', now })).toEqual({
      code: 'already-exists',
      message: INVITE_TEXTS.member('ben@kita.test'),
    });
    expect(
      inviteRefusal({
        members: { anna: member('lead', 'Ben@Kita.test ') },
        pending: [],
        email: 'ben@kita.test',
        now,
      }),
    ).toEqual({ code: 'already-exists', message: 'ben@kita.test gehört bereits zum Team dieser Küche.' });
    const pending = [{ email: 'dora@kita.test', expiresAt: now + DAY }];
    expect(inviteRefusal({ members: team, pending, email: 'dora@kita.test', now })?.message).toBe(
      INVITE_TEXTS.pending('dora@kita.test'),
    );
    expect(inviteRefusal({ members: team, pending, email: 'emil@kita.test', now })).toBeNull();
  });

  test('an expired invitation of the same address does not block a new one', () => {
    const pending = [{ email: 'dora@kita.test', expiresAt: now }];
    expect(inviteRefusal({ members: team, pending, email: 'dora@kita.test', now })).toBeNull();
  });

  test('at most the pending invitations and members the caps allow', () => {
    const pending = Array.from({ length: MAX_PENDING_INVITATIONS }, (_, i) => ({
      email: `p${i}@kita.test`,
      expiresAt: now + DAY,
    }));
    expect(inviteRefusal({ members: team, pending, email: 'neu@kita.test', now })).toEqual({
      code: 'resource-exhausted',
      message: INVITE_TEXTS.tooManyPending,
    });
    const expired = pending.map((p) => ({ ...p, expiresAt: now - 1 }));
    expect(inviteRefusal({ members: team, pending: expired, email: 'neu@kita.test', now })).toBeNull();

    const full = Object.fromEntries(
      Array.from({ length: MAX_MEMBERS_PER_KITCHEN - 1 }, (_, i) => [
        `m${i}`,
        member('cook', `m${i}@kita.test`),
      ]),
    );
    expect(inviteRefusal({ members: full, pending: [], email: 'neu@kita.test', now })).toBeNull();
    expect(
      inviteRefusal({ members: full, pending: [pending[0]!], email: 'neu@kita.test', now })?.message,
    ).toBe(INVITE_TEXTS.teamFull);
  });
});

describe('accepting an invitation', () => {
  const invitation = { email: 'ben@kita.test', expiresAt: now + DAY };
  const confirmed = { email: 'Ben@Kita.test', emailVerified: true };

  test('the invited, confirmed address joins', () => {
    expect(acceptRefusal({ invitation, caller: confirmed, now })).toBeNull();
  });

  test('used, withdrawn or unknown: one text that does not say which', () => {
    expect(acceptRefusal({ invitation: null, caller: confirmed, now })).toEqual({
      code: 'not-found',
      message: ACCEPT_TEXTS.gone,
    });
  });

  test('expired, another address, no address, unconfirmed: each its own text', () => {
    expect(acceptRefusal({ invitation, caller: confirmed, now: invitation.expiresAt })).toEqual({
      code: 'failed-precondition',
      message: ACCEPT_TEXTS.expired,
    });
    expect(ACCEPT_TEXTS.expired).toMatch(/^Diese Einladung ist abgelaufen/);
    const other = acceptRefusal({ invitation, caller: { email: 'eva@kita.test', emailVerified: true }, now });
    expect(other).toEqual({ code: 'permission-denied', message: ACCEPT_TEXTS.wrongAddress });
    expect(other!.message).not.toContain('ben@');
    expect(acceptRefusal({ invitation, caller: { email: '', emailVerified: false }, now })?.message).toBe(
      ACCEPT_TEXTS.noAddress,
    );
    expect(acceptRefusal({ invitation, caller: { ...confirmed, emailVerified: false }, now })).toEqual({
      code: 'failed-precondition',
      message: ACCEPT_TEXTS.unconfirmed,
    });
  });

  test('a full team or a person at the most kitchens cannot join', () => {
    expect(joinRefusal(MAX_MEMBERS_PER_KITCHEN - 1, MAX_KITCHENS_PER_PERSON - 1)).toBeNull();
    expect(joinRefusal(MAX_MEMBERS_PER_KITCHEN, 0)?.message).toBe(ACCEPT_TEXTS.teamFull);
    expect(joinRefusal(1, MAX_KITCHENS_PER_PERSON)?.message).toBe(ACCEPT_TEXTS.tooManyKitchens);
  });

  test('the new member is named by their name, else their address', () => {
    expect(memberNameOf({ nickName: ' Ben Koch ', email: 'ben@kita.test' })).toBe('Ben Koch');
    expect(memberNameOf({ nickName: '', email: 'ben@kita.test' })).toBe('ben@kita.test');
  });
});

describe('roles, removing and leaving', () => {
  test('the last Küchenleitung cannot give up the role, one of two can', () => {
    expect(roleChangeRefusal(team, 'anna', 'cook')).toEqual({
      code: 'failed-precondition',
      message: MEMBER_TEXTS.lastLead,
    });
    expect(roleChangeRefusal(team, 'anna', 'lead')).toBeNull();
    expect(roleChangeRefusal(team, 'ben', 'lead')).toBeNull();
    expect(roleChangeRefusal({ ...team, ben: member('lead', 'ben@kita.test') }, 'anna', 'reader')).toBeNull();
    expect(roleChangeRefusal(team, 'niemand', 'cook')?.code).toBe('not-found');
  });

  test('a lead removes others, not themselves, and not the last lead', () => {
    expect(removalRefusal(team, 'anna', 'ben')).toBeNull();
    expect(removalRefusal(team, 'anna', 'anna')).toEqual({
      code: 'invalid-argument',
      message: MEMBER_TEXTS.removeSelf,
    });
    expect(MEMBER_TEXTS.removeSelf).toContain('„Küche verlassen“');
    expect(removalRefusal(team, 'anna', 'niemand')?.code).toBe('not-found');
    expect(removalRefusal(team, 'ben', 'anna')).toEqual({
      code: 'failed-precondition',
      message: MEMBER_TEXTS.lastLead,
    });
  });

  test('the last Küchenleitung must hand over before leaving; everybody else may go', () => {
    expect(leaveRefusal(team, 'anna')).toEqual({
      code: 'failed-precondition',
      message: MEMBER_TEXTS.lastLeadLeaving,
    });
    expect(leaveRefusal(team, 'ben')).toBeNull();
    expect(leaveRefusal({ ...team, carla: member('lead', 'carla@kita.test') }, 'anna')).toBeNull();
  });

  test('after leaving, the last used other kitchen opens, else the first other, else none', () => {
    const kitchens = { a: 'lead', b: 'cook', c: 'reader' } as const;
    expect(kitchenAfterLeaving(kitchens, 'a', 'c')).toBe('c');
    expect(kitchenAfterLeaving(kitchens, 'a', 'a')).toBe('b');
    expect(kitchenAfterLeaving(kitchens, 'a', '')).toBe('b');
    expect(kitchenAfterLeaving({ a: 'lead' }, 'a', 'a')).toBe('');
  });
});
