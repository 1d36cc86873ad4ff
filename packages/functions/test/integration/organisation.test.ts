/**
 * org/*: a Träger end to end through the controller and the local Firestore — creating it, inviting a
 * kitchen by mail (the link is read back out of the mail document, as the Küchenleitung would click it),
 * the acceptance page's answer, joining, removing and leaving, and the refusals a person meets on the way.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import {
  MAX_ORGANISATIONS_PER_PERSON,
  NOT_AN_ORGANISATION_LEAD,
  ORGANISATION_TEXTS,
  RATE_LIMITED_MESSAGE,
  roleRefusal,
  type KitchenInvitation,
  type OrganisationView,
  type User,
} from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { addMember, createKitchen, testDb, type KitchenCaller } from '../helpers/kitchens';
import { createOrganisation } from '../helpers/organisations';

interface MailDoc {
  to: string;
  message: { subject: string; text: string; html?: string };
}

async function mailsTo(email: string): Promise<MailDoc[]> {
  const snap = await testDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((d) => d.data() as MailDoc);
}

/** The Träger and token of a kitchen invitation's link, checked to point at the stack's web app. */
function linkIn(mail: MailDoc): { organisationId: string; token: string } {
  const found = mail.message.text.split('\n').find((line) => line.startsWith('http'));
  if (!found) throw new Error(`Kein Link in „${mail.message.subject}“`);
  const url = new URL(found);
  expect(url.origin + url.pathname).toBe(`${process.env.APP_URL}/traeger-einladung`);
  return { organisationId: url.searchParams.get('traeger')!, token: url.searchParams.get('token')! };
}

/** An invitation's document id: the first 40 hex digits of the SHA-256 of its link's secret. */
const idOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 40);
const emailOf = (who: Kitchen) => String(who.token.email);
const doc = async (path: string) => (await testDb().doc(path).get()).data();

/** `lead` invites `email` into Träger `organisationId`; answers the invitation, its mail and link. */
async function inviteKitchen(lead: Kitchen, organisationId: string, email: string) {
  const answer = await call<{ invitation: KitchenInvitation }>(
    'org/inviteKitchen',
    { organisationId, email },
    lead,
  );
  const mails = await mailsTo(email.trim().toLowerCase());
  const mail = mails.find((m) => idOf(linkIn(m).token) === answer.payload.invitation.id);
  if (!mail) throw new Error(`Keine Träger-Einladung an ${email} im Postausgang`);
  return { invitation: answer.payload.invitation, mail, link: linkIn(mail) };
}

const getOrganisation = async (lead: Kitchen, organisationId: string) =>
  (await call<{ organisation: OrganisationView }>('org/get', { organisationId }, lead)).payload.organisation;

describe('org/create', () => {
  it('makes the caller the Träger-Leitung of a new Träger; the person keeps a copy', async () => {
    const anna = await createKitchen({ name: 'Anna Träger' });
    const answer = await call<{ organisation: OrganisationView; user: User }>(
      'org/create',
      { name: '  Kita-Eigenbetrieb Nord ' },
      anna,
    );
    const { organisation, user } = answer.payload;
    // The person in the transaction, the current kitchen for the answer (docs/data-model.md).
    expect(answer.meta?.reads).toBe(2);
    expect(organisation).toMatchObject({
      name: 'Kita-Eigenbetrieb Nord',
      version: 1,
      leads: [{ uid: anna.uid, name: 'Anna Träger', email: emailOf(anna) }],
      kitchens: [],
      invitations: [],
    });
    // The answer is the person in their current kitchen, now also leading the Träger.
    expect(user.kitchenId).toBe(anna.kitchenId);
    expect(user.organisation).toBeNull();
    expect(user.organisations).toEqual([
      { id: organisation.id, name: 'Kita-Eigenbetrieb Nord', role: 'orgLead' },
    ]);
    expect(await doc(`organisations/${organisation.id}`)).toMatchObject({
      name: 'Kita-Eigenbetrieb Nord',
      members: { [anna.uid]: { role: 'orgLead', email: emailOf(anna) } },
      kitchens: {},
    });
    expect((await doc(`users/${anna.uid}`))?.organisations).toEqual({
      [organisation.id]: { role: 'orgLead', name: 'Kita-Eigenbetrieb Nord' },
    });
    // user/validate answers the same.
    const validated = await call<{ user: User }>('user/validate', {}, anna);
    expect(validated.payload.user.organisations).toEqual(user.organisations);
    // The Leitung reads it: the person and the Träger in one getAll, plus one read for no invitations.
    const got = await call<{ organisation: OrganisationView }>(
      'org/get',
      { organisationId: organisation.id },
      anna,
    );
    expect(got.payload.organisation).toEqual(organisation);
    expect(got.meta?.reads).toBe(3);
  });

  it('needs a confirmed address and a name, and stops at the fifth Träger', async () => {
    const ben = await createKitchen({ name: 'Ben' });
    const unconfirmed = { ...ben, token: { ...ben.token, email_verified: false } };
    expect(await refusal('org/create', { name: 'Träger' }, unconfirmed)).toEqual({
      code: 'failed-precondition',
      message: ORGANISATION_TEXTS.createUnconfirmed,
    });
    expect(await refusal('org/create', { name: '   ' }, ben)).toEqual({
      code: 'invalid-argument',
      message: 'Bitte geben Sie den Namen des Trägers ein.',
    });
    for (let i = 1; i <= MAX_ORGANISATIONS_PER_PERSON; i++)
      await call('org/create', { name: `Träger ${i}` }, ben);
    expect(await refusal('org/create', { name: 'Einer zu viel' }, ben)).toEqual({
      code: 'resource-exhausted',
      message: ORGANISATION_TEXTS.tooManyOrganisations,
    });
    expect(Object.keys((await doc(`users/${ben.uid}`))?.organisations ?? {})).toHaveLength(
      MAX_ORGANISATIONS_PER_PERSON,
    );
  });
});

describe('inviting and joining', () => {
  it('invites a kitchen by mail; its Küchenleitung joins the current kitchen with the link, once', async () => {
    const { organisationId, lead } = await createOrganisation({ name: 'AWO Kitas Süd' });
    const kita = await createKitchen({ name: 'Kita Sonnenschein' });
    const { invitation, mail, link } = await inviteKitchen(
      lead,
      organisationId,
      ` ${emailOf(kita).toUpperCase()}`,
    );
    expect(invitation).toMatchObject({ email: emailOf(kita), invitedBy: 'Träger-Leitung Test' });
    expect(invitation.expiresAt - invitation.createdAt).toBe(7 * 86_400_000);
    expect(mail.message.subject).toBe('Einladung zum Träger „AWO Kitas Süd“ im Speiseplaner');
    expect(mail.message.text).toContain(
      'Träger-Leitung Test lädt Ihre Küche ein, sich im Speiseplaner den Träger „AWO Kitas Süd“ anzuschließen.',
    );
    expect(mail.message.text).toContain('Ihre Rezepte, Preise und Einkaufslisten selbst sieht er nicht.');
    expect(link.organisationId).toBe(organisationId);
    // The secret is not stored: only its hash names the invitation.
    const stored = await doc(`organisations/${organisationId}/invitations/${invitation.id}`);
    expect(JSON.stringify(stored)).not.toContain(link.token);
    expect(stored?.expiresAtTs.toMillis()).toBe(invitation.expiresAt);
    expect((await getOrganisation(lead, organisationId)).invitations).toEqual([invitation]);

    // The acceptance page: who invites, to what, until when (any signed-in person may look).
    const shown = await call('org/invitation', link, kita);
    expect(shown.meta?.reads).toBe(3);
    expect(shown.payload).toEqual({
      name: 'AWO Kitas Süd',
      invitedBy: 'Träger-Leitung Test',
      expiresAt: invitation.expiresAt,
    });

    const joined = await call<{ user: User }>('org/accept', link, kita);
    expect(joined.payload.user).toMatchObject({
      kitchenId: kita.kitchenId,
      organisation: { id: organisationId, name: 'AWO Kitas Süd' },
    });
    expect((await doc(`kitchens/${kita.kitchenId}`))?.organisation).toEqual({
      id: organisationId,
      name: 'AWO Kitas Süd',
    });
    const organisation = await doc(`organisations/${organisationId}`);
    expect(organisation?.kitchens[kita.kitchenId]).toMatchObject({ name: 'Kita Sonnenschein' });
    expect(organisation?.version).toBe(2);
    expect(await doc(`organisations/${organisationId}/invitations/${invitation.id}`)).toBeUndefined();
    const view = await getOrganisation(lead, organisationId);
    expect(view.kitchens).toEqual([
      { kitchenId: kita.kitchenId, name: 'Kita Sonnenschein', since: expect.any(Number) as number },
    ]);
    expect(view.invitations).toEqual([]);

    // A second click is answered as joined; for anybody else the used link is gone.
    expect((await call<{ user: User }>('org/accept', link, kita)).payload.user.organisation?.id).toBe(
      organisationId,
    );
    const other = await createKitchen({ name: 'Kita Fremd' });
    const gone = { code: 'not-found', message: ORGANISATION_TEXTS.invitationGone };
    expect(await refusal('org/invitation', link, other)).toEqual(gone);
    expect(await refusal('org/accept', link, other)).toEqual(gone);
    // The kitchen's people see the Träger in their answer.
    const cook = await addMember(kita, 'cook');
    expect((await call<{ user: User }>('user/validate', {}, cook)).payload.user.organisation).toEqual({
      id: organisationId,
      name: 'AWO Kitas Süd',
    });
  });

  it('refuses an expired, a withdrawn and a guessed link with one text that does not say which', async () => {
    const { organisationId, lead } = await createOrganisation();
    const kita = await createKitchen();
    const gone = { code: 'not-found', message: ORGANISATION_TEXTS.invitationGone };

    const expired = await inviteKitchen(lead, organisationId, emailOf(kita));
    await testDb()
      .doc(`organisations/${organisationId}/invitations/${expired.invitation.id}`)
      .update({ expiresAt: Date.now() - 1 });
    expect(await refusal('org/invitation', expired.link, kita)).toEqual(gone);
    expect(await refusal('org/accept', expired.link, kita)).toEqual(gone);
    // An expired invitation no longer blocks a new one to the same address.
    const withdrawn = await inviteKitchen(lead, organisationId, emailOf(kita));
    const withdrawal = await call(
      'org/withdrawInvitation',
      { organisationId, id: withdrawn.invitation.id },
      lead,
    );
    expect(withdrawal.payload).toEqual({ id: withdrawn.invitation.id });
    expect(withdrawal.meta?.reads).toBe(2);
    expect(await refusal('org/invitation', withdrawn.link, kita)).toEqual(gone);
    expect(await refusal('org/accept', withdrawn.link, kita)).toEqual(gone);
    expect(
      await refusal('org/withdrawInvitation', { organisationId, id: withdrawn.invitation.id }, lead),
    ).toEqual({
      code: 'not-found',
      message: ORGANISATION_TEXTS.invitationNotFound,
    });
    const guessed = { organisationId, token: 'x'.repeat(43) };
    expect(await refusal('org/invitation', guessed, kita)).toEqual(gone);
    expect(await refusal('org/accept', guessed, kita)).toEqual(gone);
    // A real link with another Träger's id finds nothing either.
    const fresh = await inviteKitchen(lead, organisationId, emailOf(kita));
    const elsewhere = await createOrganisation();
    expect(
      await refusal('org/invitation', { ...fresh.link, organisationId: elsewhere.organisationId }, kita),
    ).toEqual(gone);
    expect((await doc(`kitchens/${kita.kitchenId}`))?.organisation).toBeUndefined();
  });

  it('binds the link to the invited, confirmed address and to the Küchenleitung of a kitchen without Träger', async () => {
    const { organisationId, lead } = await createOrganisation({ name: 'Caritas Kitas' });
    const kita = await createKitchen({ name: 'Kita Regenbogen' });
    const { link } = await inviteKitchen(lead, organisationId, emailOf(kita));
    const stranger = await createKitchen();
    expect(await refusal('org/accept', link, stranger)).toEqual({
      code: 'permission-denied',
      message: ORGANISATION_TEXTS.wrongAddress,
    });
    expect(
      await refusal('org/accept', link, { ...kita, token: { ...kita.token, email_verified: false } }),
    ).toEqual({ code: 'failed-precondition', message: ORGANISATION_TEXTS.unconfirmed });
    // A cook of the kitchen cannot decide for it.
    const cook = await addMember(kita, 'cook');
    expect(await refusal('org/accept', link, cook)).toEqual({
      code: 'permission-denied',
      message: roleRefusal('cook', 'lead'),
    });
    // A kitchen of another Träger must leave it first.
    const other = await createOrganisation({ name: 'Stadt Kitas', kitchens: [kita] });
    expect(await refusal('org/accept', link, kita)).toEqual({
      code: 'failed-precondition',
      message: ORGANISATION_TEXTS.alreadyInOrganisation('Stadt Kitas'),
    });
    expect(ORGANISATION_TEXTS.alreadyInOrganisation('Stadt Kitas')).toContain('„Träger verlassen“');
    // After leaving, the same link works.
    const left = await call<{ user: User }>('org/leave', {}, kita);
    expect(left.payload.user.organisation).toBeNull();
    expect((await doc(`organisations/${other.organisationId}`))?.kitchens).toEqual({});
    expect((await call<{ user: User }>('org/accept', link, kita)).payload.user.organisation?.name).toBe(
      'Caritas Kitas',
    );
  });

  it('refuses a second invitation to a pending address', async () => {
    const { organisationId, lead } = await createOrganisation();
    const kita = await createKitchen();
    await inviteKitchen(lead, organisationId, emailOf(kita));
    expect(await refusal('org/inviteKitchen', { organisationId, email: emailOf(kita) }, lead)).toEqual({
      code: 'already-exists',
      message: ORGANISATION_TEXTS.pending(emailOf(kita)),
    });
  });
});

describe('rate limits', () => {
  it('sends one address at most 3 Träger invitations a day, however often they are withdrawn', async () => {
    const { organisationId, lead } = await createOrganisation();
    const email = `oft-${Date.now()}@kita.test`;
    for (let i = 0; i < 3; i++) {
      const { invitation } = await inviteKitchen(lead, organisationId, email);
      await call('org/withdrawInvitation', { organisationId, id: invitation.id }, lead);
    }
    expect(await refusal('org/inviteKitchen', { organisationId, email }, lead)).toEqual({
      code: 'resource-exhausted',
      message: RATE_LIMITED_MESSAGE,
    });
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe('removing and leaving', () => {
  let kitchens: KitchenCaller[];
  beforeEach(async () => {
    kitchens = [await createKitchen({ name: 'Kita Eins' }), await createKitchen({ name: 'Kita Zwei' })];
  });

  it('the Träger-Leitung removes a kitchen: both documents change, the kitchen sees no Träger', async () => {
    const { organisationId, lead } = await createOrganisation({ kitchens });
    const [one, two] = kitchens as [KitchenCaller, KitchenCaller];
    const removal = await call('org/removeKitchen', { organisationId, kitchenId: one.kitchenId }, lead);
    expect(removal.payload).toEqual({ kitchenId: one.kitchenId });
    // The Träger and the kitchen, then its recipe list and the Träger's (no recipe of the Träger to keep).
    expect(removal.meta?.reads).toBe(4);
    expect((await getOrganisation(lead, organisationId)).kitchens.map((k) => k.name)).toEqual(['Kita Zwei']);
    expect((await doc(`organisations/${organisationId}`))?.version).toBe(2);
    expect((await doc(`kitchens/${one.kitchenId}`))?.organisation).toBeUndefined();
    expect((await call<{ user: User }>('user/validate', {}, one)).payload.user.organisation).toBeNull();
    expect((await call<{ user: User }>('user/validate', {}, two)).payload.user.organisation?.id).toBe(
      organisationId,
    );
    expect(await refusal('org/removeKitchen', { organisationId, kitchenId: one.kitchenId }, lead)).toEqual({
      code: 'not-found',
      message: ORGANISATION_TEXTS.kitchenNotFound,
    });
    // The removed kitchen cannot leave what it no longer belongs to.
    expect(await refusal('org/leave', {}, one)).toEqual({
      code: 'failed-precondition',
      message: ORGANISATION_TEXTS.noOrganisation,
    });
  });

  it('a kitchen’s Küchenleitung leaves; a cook cannot', async () => {
    const { organisationId, lead } = await createOrganisation({ kitchens });
    const [one] = kitchens as [KitchenCaller];
    const cook = await addMember(one, 'cook');
    expect(await refusal('org/leave', {}, cook)).toEqual({
      code: 'permission-denied',
      message: roleRefusal('cook', 'lead'),
    });
    const left = await call<{ user: User }>('org/leave', {}, one);
    expect(left.payload.user).toMatchObject({ kitchenId: one.kitchenId, organisation: null });
    // Kitchen and person, then the Träger, then the kitchen's recipe list and the Träger's (no recipe of
    // the Träger to keep; the person has no other kitchen to name).
    expect(left.meta?.reads).toBe(5);
    expect((await getOrganisation(lead, organisationId)).kitchens.map((k) => k.name)).toEqual(['Kita Zwei']);
  });
});

describe('who may act for a Träger', () => {
  it('refuses whoever does not lead it, with one text whether or not it exists', async () => {
    const one = await createKitchen({ name: 'Kita Mitglied' });
    const { organisationId, lead } = await createOrganisation({ kitchens: [one] });
    const otherLead = (await createOrganisation()).lead;
    const denied = { code: 'permission-denied', message: NOT_AN_ORGANISATION_LEAD };
    // A kitchen of the Träger, the Leitung of another, and a Träger that does not exist.
    expect(await refusal('org/get', { organisationId }, one)).toEqual(denied);
    expect(await refusal('org/get', { organisationId }, otherLead)).toEqual(denied);
    expect(await refusal('org/get', { organisationId: 'o-gibt-es-nicht' }, lead)).toEqual(denied);
    // A Leitung removed straight in Firestore is refused on the next call; the person's copy does not help.
    await testDb()
      .doc(`organisations/${organisationId}`)
      .update({ [`members.${lead.uid}`]: FieldValue.delete() });
    expect(await refusal('org/get', { organisationId }, lead)).toEqual(denied);
    expect(await refusal('org/removeKitchen', { organisationId, kitchenId: one.kitchenId }, lead)).toEqual(
      denied,
    );
    expect((await doc(`kitchens/${one.kitchenId}`))?.organisation?.id).toBe(organisationId);
  });
});
