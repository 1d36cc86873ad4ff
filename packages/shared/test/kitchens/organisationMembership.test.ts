import {
  createOrganisationRefusal,
  inviteKitchenRefusal,
  joinOrganisationRefusal,
  kitchenInvitationExpiresAt,
  kitchenInvitationRefusal,
  leaveOrganisationRefusal,
  MAX_KITCHENS_PER_ORGANISATION,
  MAX_PENDING_KITCHEN_INVITATIONS,
  ORGANISATION_TEXTS,
  organisationInvitationLink,
  organisationViewOf,
  OrganisationDocSchema,
  removeKitchenRefusal,
} from '../../src';

const NOW = Date.UTC(2026, 10, 28, 12);
const DAY = 86_400_000;

describe('creating a Träger', () => {
  const confirmed = { email: 'anna@traeger.test', emailVerified: true };
  it('needs a signed-in, confirmed address and at most five Träger led', () => {
    expect(createOrganisationRefusal({ caller: confirmed, led: 4 })).toBeNull();
    expect(createOrganisationRefusal({ caller: confirmed, led: 5 })).toEqual({
      code: 'resource-exhausted',
      message: 'Sie leiten bereits 5 Träger, mehr sind nicht möglich.',
    });
    expect(
      createOrganisationRefusal({ caller: { ...confirmed, emailVerified: false }, led: 0 })?.message,
    ).toBe(ORGANISATION_TEXTS.createUnconfirmed);
    expect(createOrganisationRefusal({ caller: { email: '', emailVerified: false }, led: 0 })?.message).toBe(
      ORGANISATION_TEXTS.createNoAddress,
    );
  });
});

describe('kitchen invitations', () => {
  it('links to /traeger-einladung with the Träger and the token, valid seven days', () => {
    expect(organisationInvitationLink('https://app.test/', 'o1', 'abc_-')).toBe(
      'https://app.test/traeger-einladung?traeger=o1&token=abc_-',
    );
    expect(kitchenInvitationExpiresAt(NOW) - NOW).toBe(7 * DAY);
  });

  it('refuses an address already invited, more than 50 pending and more kitchens than 100', () => {
    const pending = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ email: `k${i}@kita.test`, expiresAt: NOW + DAY }));
    const input = { kitchenCount: 0, pending: pending(1), email: 'neu@kita.test', now: NOW };
    expect(inviteKitchenRefusal(input)).toBeNull();
    expect(inviteKitchenRefusal({ ...input, email: 'K0@kita.test' })).toEqual({
      code: 'already-exists',
      message: ORGANISATION_TEXTS.pending('K0@kita.test'),
    });
    // An expired invitation does not count.
    expect(
      inviteKitchenRefusal({ ...input, pending: [{ email: 'neu@kita.test', expiresAt: NOW }] }),
    ).toBeNull();
    expect(
      inviteKitchenRefusal({ ...input, pending: pending(MAX_PENDING_KITCHEN_INVITATIONS) })?.message,
    ).toBe(ORGANISATION_TEXTS.tooManyPending);
    expect(inviteKitchenRefusal({ ...input, kitchenCount: MAX_KITCHENS_PER_ORGANISATION - 1 })?.message).toBe(
      ORGANISATION_TEXTS.organisationFull,
    );
    expect(inviteKitchenRefusal({ ...input, kitchenCount: MAX_KITCHENS_PER_ORGANISATION - 2 })).toBeNull();
  });

  it('answers one text for a missing and an expired link; at expiresAt exactly it is over', () => {
    const gone = { code: 'not-found', message: ORGANISATION_TEXTS.invitationGone };
    expect(kitchenInvitationRefusal(null, NOW)).toEqual(gone);
    expect(kitchenInvitationRefusal({ expiresAt: NOW }, NOW)).toEqual(gone);
    expect(kitchenInvitationRefusal({ expiresAt: NOW + 1 }, NOW)).toBeNull();
  });
});

describe('joining, leaving, removing', () => {
  const invitation = { email: 'leitung@kita.test', expiresAt: NOW + DAY };
  const caller = { email: 'Leitung@Kita.test ', emailVerified: true };
  const input = { invitation, caller, kitchen: {}, kitchenCount: 3, now: NOW };

  it('lets the invited, confirmed Küchenleitung of a kitchen without Träger join', () => {
    expect(joinOrganisationRefusal(input)).toBeNull();
    expect(joinOrganisationRefusal({ ...input, caller: { ...caller, email: 'x@kita.test' } })?.code).toBe(
      'permission-denied',
    );
    expect(joinOrganisationRefusal({ ...input, caller: { ...caller, emailVerified: false } })?.message).toBe(
      ORGANISATION_TEXTS.unconfirmed,
    );
    expect(joinOrganisationRefusal({ ...input, caller: { email: '', emailVerified: false } })?.message).toBe(
      ORGANISATION_TEXTS.noAddress,
    );
    expect(joinOrganisationRefusal({ ...input, invitation: null })?.message).toBe(
      ORGANISATION_TEXTS.invitationGone,
    );
  });

  it('names the Träger a kitchen belongs to already and says to leave it first', () => {
    const refusal = joinOrganisationRefusal({
      ...input,
      kitchen: { organisation: { id: 'o2', name: 'Stadt' } },
    });
    expect(refusal).toEqual({
      code: 'failed-precondition',
      message: ORGANISATION_TEXTS.alreadyInOrganisation('Stadt'),
    });
    expect(refusal?.message).toContain('„Stadt“');
    expect(refusal?.message).toContain('verlassen Sie zuerst den bisherigen Träger');
    expect(joinOrganisationRefusal({ ...input, kitchenCount: MAX_KITCHENS_PER_ORGANISATION })?.message).toBe(
      ORGANISATION_TEXTS.joinFull,
    );
  });

  it('lets only a kitchen of a Träger leave, and removes only a kitchen of the Träger', () => {
    expect(leaveOrganisationRefusal({})?.message).toBe(ORGANISATION_TEXTS.noOrganisation);
    expect(leaveOrganisationRefusal({ organisation: { id: 'o1', name: 'T' } })).toBeNull();
    expect(removeKitchenRefusal({ kitchens: { k1: { name: 'A', since: 1 } } }, 'k1')).toBeNull();
    expect(removeKitchenRefusal({ kitchens: { k1: { name: 'A', since: 1 } } }, 'k2')?.message).toBe(
      ORGANISATION_TEXTS.kitchenNotFound,
    );
    // Not fooled by inherited keys.
    expect(removeKitchenRefusal({ kitchens: {} }, 'toString')?.code).toBe('not-found');
  });
});

describe('the Träger page', () => {
  it('sorts Leitungen and kitchens by German name and shows pending invitations newest first', () => {
    const doc = OrganisationDocSchema.parse({
      name: 'Träger',
      version: 3,
      members: { u2: { role: 'orgLead', name: 'Zoe' }, u1: { role: 'orgLead', name: 'Ärger' } },
      kitchens: { k1: { name: 'Kita Zwerge', since: 1 }, k2: { name: 'Kita Äpfel', since: 2 } },
    });
    const invite = (id: string, createdAt: number, expiresAt: number) => ({
      id,
      email: `${id}@kita.test`,
      invitedBy: 'Zoe',
      createdAt,
      expiresAt,
    });
    const view = organisationViewOf(
      'o1',
      doc,
      [invite('a', 1, NOW + DAY), invite('b', 2, NOW + DAY), invite('c', 3, NOW)],
      NOW,
    );
    expect(view.leads.map((l) => l.name)).toEqual(['Ärger', 'Zoe']);
    expect(view.kitchens.map((k) => k.name)).toEqual(['Kita Äpfel', 'Kita Zwerge']);
    expect(view.invitations.map((i) => i.id)).toEqual(['b', 'a']);
    expect(view).toMatchObject({ id: 'o1', name: 'Träger', version: 3 });
  });
});
