/**
 * team/*: invitations by mail end to end through the controller and the local Firestore (the link is read
 * back out of the mail document, as the invited person would click it), roles, removing and leaving.
 */
import { createHash } from 'node:crypto';
import {
  ACCEPT_TEXTS,
  INVITE_TEXTS,
  MEMBER_TEXTS,
  NOT_A_MEMBER,
  RATE_LIMITED_MESSAGE,
  roleRefusal,
  type Invitation,
  type KitchenRole,
  type TeamMember,
  type User,
} from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { addMember, createKitchen, testDb } from '../helpers/kitchens';

interface MailDoc {
  to: string;
  message: { subject: string; text: string; html?: string };
}

async function mailsTo(email: string): Promise<MailDoc[]> {
  const snap = await testDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((d) => d.data() as MailDoc);
}

/** The kitchen and token of the invitation link in a mail, checked to point at the stack's web app. */
function linkIn(mail: MailDoc): { kitchenId: string; token: string } {
  const found = mail.message.text.split('\n').find((line) => line.startsWith('http'));
  if (!found) throw new Error(`Kein Link in „${mail.message.subject}“`);
  const url = new URL(found);
  expect(url.origin + url.pathname).toBe(`${process.env.APP_URL}/einladung`);
  return { kitchenId: url.searchParams.get('kueche')!, token: url.searchParams.get('token')! };
}

const kitchenDoc = async (kitchenId: string) => (await testDb().doc(`kitchens/${kitchenId}`).get()).data()!;
const personDoc = async (uid: string) => (await testDb().doc(`users/${uid}`).get()).data()!;
const invitationDoc = (kitchenId: string, id: string) =>
  testDb().doc(`kitchens/${kitchenId}/invitations/${id}`);

/** The caller `who` working in kitchen `kitchenId` (the request's `kitchen`). */
const inKitchen = (who: Kitchen, kitchenId: string): Kitchen => ({ ...who, kitchenId });

/** An invitation's document id: the first 40 hex digits of the SHA-256 of its link's secret. */
const idOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 40);

const emailOf = (who: Kitchen) => String(who.token.email);

/** Invites `email` as `lead` and answers the invitation and the link of the mail it wrote. */
async function invite(lead: Kitchen, email: string, role: KitchenRole = 'cook') {
  const answer = await call<{ invitation: Invitation }>('team/invite', { email, role }, lead);
  // The mail whose link's secret hashes to this invitation's id (an address may have had several).
  const mails = await mailsTo(email.trim().toLowerCase());
  const mail = mails.find((m) => idOf(linkIn(m).token) === answer.payload.invitation.id);
  if (!mail) throw new Error(`Keine Einladung an ${email} im Postausgang`);
  return { invitation: answer.payload.invitation, mail, link: linkIn(mail) };
}

describe('team invitations', () => {
  it('invites by mail; the invited, confirmed address joins with the link, once', async () => {
    const lead = await createKitchen({ name: 'Kita Sonnenschein' });
    const ben = await createKitchen({ name: 'Ben Koch' });
    const before = await kitchenDoc(lead.kitchenId);

    const { invitation, mail, link } = await invite(lead, `  ${emailOf(ben).toUpperCase()} `);
    expect(invitation).toMatchObject({ email: emailOf(ben), role: 'cook' });
    const leadName = invitation.invitedBy;
    expect(leadName).not.toBe('');
    expect(invitation.expiresAt - invitation.createdAt).toBe(7 * 86_400_000);
    expect(mail.to).toBe(emailOf(ben));
    expect(mail.message.subject).toBe(`Einladung in das Team von „${String(before.name)}“ im Speiseplaner`);
    expect(mail.message.text).toContain(
      `${leadName} lädt Sie in das Team von „${String(before.name)}“ im Speiseplaner ein, mit der Rolle „Köchin/Koch“`,
    );
    expect(mail.message.text).toContain('Der Link gilt 7 Tage');
    expect(link.kitchenId).toBe(lead.kitchenId);
    // Stored under the hash of the link's secret; the secret itself is nowhere in the invitation.
    const id = idOf(link.token);
    expect(invitation.id).toBe(id);
    const stored = (await invitationDoc(lead.kitchenId, id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(link.token);
    expect(stored).toMatchObject({ email: emailOf(ben), role: 'cook', invitedByUid: lead.uid });

    const listed = await call<{ members: TeamMember[]; invitations: Invitation[] }>('team/list', {}, lead);
    expect(listed.payload.invitations).toEqual([invitation]);
    // The kitchen and the one pending invitation (docs/data-model.md, "Teams and invitations").
    expect(listed.meta?.reads).toBe(1 + 1);

    const joined = await call<{ user: User }>('team/accept', link, ben);
    expect(joined.payload.user).toMatchObject({ id: ben.uid, kitchenId: lead.kitchenId, role: 'cook' });
    // The router's person; person, kitchen and invitation in one getAll; the name of Ben's own kitchen.
    expect(joined.meta?.reads).toBe(1 + 3 + 1);
    expect(joined.payload.user.kitchens).toEqual(
      expect.arrayContaining([
        { id: lead.kitchenId, name: String(before.name), role: 'cook' },
        expect.objectContaining({ id: ben.kitchenId }),
      ]),
    );
    const after = await kitchenDoc(lead.kitchenId);
    expect(after.members[ben.uid]).toMatchObject({ role: 'cook', email: emailOf(ben) });
    expect(after.members[ben.uid].name).not.toBe('');
    const person = await personDoc(ben.uid);
    expect(person.kitchens[lead.kitchenId]).toBe('cook');
    expect(person.lastKitchen).toBe(lead.kitchenId);
    expect((await invitationDoc(lead.kitchenId, id).get()).exists).toBe(false);

    // The new member works in the kitchen; only the Küchenleitung sees invitations.
    const asBen = await call<{ members: TeamMember[]; invitations: Invitation[] }>(
      'team/list',
      {},
      inKitchen(ben, lead.kitchenId),
    );
    expect(asBen.payload.members.map((m) => [m.uid, m.role])).toEqual([
      [lead.uid, 'lead'],
      [ben.uid, 'cook'],
    ]);
    expect(asBen.payload.invitations).toEqual([]);

    // A second click answers as joined, with the role unchanged; the member cannot be invited again.
    const again = await call<{ user: User }>('team/accept', link, ben);
    expect(again.payload.user).toMatchObject({ kitchenId: lead.kitchenId, role: 'cook' });
    expect(await refusal('team/invite', { email: emailOf(ben), role: 'reader' }, lead)).toEqual({
      code: 'already-exists',
      message: INVITE_TEXTS.member(emailOf(ben)),
    });
  });

  it('refuses a used link for anybody else, an expired one, and a withdrawn one, and says which', async () => {
    const lead = await createKitchen({ name: 'Kita Regenbogen' });
    const ben = await createKitchen();
    const eva = await createKitchen();
    const used = await invite(lead, emailOf(ben));
    await call('team/accept', used.link, ben);
    expect(await refusal('team/accept', used.link, eva)).toEqual({
      code: 'not-found',
      message: ACCEPT_TEXTS.gone,
    });

    const expired = await invite(lead, emailOf(eva), 'reader');
    await invitationDoc(lead.kitchenId, expired.invitation.id).update({ expiresAt: Date.now() - 1 });
    expect(await refusal('team/accept', expired.link, eva)).toEqual({
      code: 'failed-precondition',
      message: ACCEPT_TEXTS.expired,
    });
    expect(ACCEPT_TEXTS.expired).toMatch(/^Diese Einladung ist abgelaufen/);
    expect((await kitchenDoc(lead.kitchenId)).members[eva.uid]).toBeUndefined();
    // An expired invitation neither shows as pending nor blocks a new one.
    const list = await call<{ invitations: Invitation[] }>('team/list', {}, lead);
    expect(list.payload.invitations).toEqual([]);

    const withdrawn = await invite(lead, emailOf(eva), 'reader');
    expect((await call('team/withdraw', { id: withdrawn.invitation.id }, lead)).payload).toEqual({
      id: withdrawn.invitation.id,
    });
    expect(await refusal('team/accept', withdrawn.link, eva)).toEqual({
      code: 'not-found',
      message: ACCEPT_TEXTS.gone,
    });
    expect(await refusal('team/withdraw', { id: withdrawn.invitation.id }, lead)).toMatchObject({
      code: 'not-found',
    });
    // A made-up secret for a real kitchen finds nothing either, with the same text.
    const guessed = { kitchenId: lead.kitchenId, token: 'A'.repeat(43) };
    expect(await refusal('team/accept', guessed, eva)).toEqual({
      code: 'not-found',
      message: ACCEPT_TEXTS.gone,
    });
  });

  it('binds the link to the invited address, and that address must be confirmed', async () => {
    const lead = await createKitchen({ name: 'Mensa Am See' });
    const ben = await createKitchen();
    const eva = await createKitchen();
    const { link } = await invite(lead, emailOf(ben), 'reader');

    const other = await refusal('team/accept', link, eva);
    expect(other).toEqual({ code: 'permission-denied', message: ACCEPT_TEXTS.wrongAddress });
    expect(other.message).not.toContain(emailOf(ben));

    const unconfirmed = { ...ben, token: { ...ben.token, email_verified: false } };
    expect(await refusal('team/accept', link, unconfirmed)).toEqual({
      code: 'failed-precondition',
      message: ACCEPT_TEXTS.unconfirmed,
    });
    expect((await kitchenDoc(lead.kitchenId)).members[ben.uid]).toBeUndefined();

    // Once confirmed, the same link still works.
    const joined = await call<{ user: User }>('team/accept', link, ben);
    expect(joined.payload.user).toMatchObject({ kitchenId: lead.kitchenId, role: 'reader' });
  });

  it('a person without a name (an e-mail-link sign-in) gives one on joining; the team shows it', async () => {
    const lead = await createKitchen({ name: 'Kita Mohnblume' });
    const nameless = await createKitchen({ name: '' });
    const { link } = await invite(lead, emailOf(nameless));
    const blank = await refusal('team/accept', { ...link, name: '   ' }, nameless);
    expect(blank).toEqual({
      code: 'invalid-argument',
      message: expect.stringContaining('Bitte geben Sie Ihren Namen ein, damit Ihr Team Sie erkennt.'),
    });
    expect((await kitchenDoc(lead.kitchenId)).members[nameless.uid]).toBeUndefined();

    const joined = await call<{ user: User }>('team/accept', { ...link, name: ' Jana Schmidt ' }, nameless);
    expect(joined.payload.user).toMatchObject({ nickName: 'Jana Schmidt', role: 'cook' });
    expect((await personDoc(nameless.uid)).nickName).toBe('Jana Schmidt');
    const listed = await call<{ members: TeamMember[] }>('team/list', {}, lead);
    expect(listed.payload.members.find((m) => m.uid === nameless.uid)).toMatchObject({
      name: 'Jana Schmidt',
      email: emailOf(nameless),
    });
  });

  it('lets only the Küchenleitung invite; an address already invited is refused', async () => {
    const lead = await createKitchen();
    const cook = await addMember(lead, 'cook');
    const reader = await addMember(lead, 'reader');
    const stranger = await createKitchen();
    const payload = { email: 'neu@kita-mohn.test', role: 'cook' };
    expect(await refusal('team/invite', payload, cook)).toEqual({
      code: 'permission-denied',
      message: roleRefusal('cook', 'lead'),
    });
    expect(await refusal('team/invite', payload, reader)).toEqual({
      code: 'permission-denied',
      message: roleRefusal('reader', 'lead'),
    });
    expect(await refusal('team/invite', payload, inKitchen(stranger, lead.kitchenId))).toEqual({
      code: 'permission-denied',
      message: NOT_A_MEMBER,
    });
    expect(await mailsTo(payload.email)).toHaveLength(0);

    // (A refused call still counts against the address's rate limit, so the lead invites another one.)
    const invited = { email: 'zweite@kita-mohn.test', role: 'cook' };
    await call('team/invite', invited, lead);
    expect(await refusal('team/invite', { ...invited, email: 'Zweite@Kita-Mohn.test' }, lead)).toEqual({
      code: 'already-exists',
      message: INVITE_TEXTS.pending(invited.email),
    });
    // Members see the team, but the invitations only the Küchenleitung.
    const asReader = await call<{ invitations: Invitation[] }>('team/list', {}, reader);
    expect(asReader.payload.invitations).toEqual([]);
    expect(await refusal('team/withdraw', { id: 'f'.repeat(40) }, cook)).toMatchObject({
      code: 'permission-denied',
    });
  });

  it('sends one address at most 3 invitations a day, whoever withdraws and resends', async () => {
    const lead = await createKitchen();
    const email = 'viel-post@kita-linde.test';
    for (let i = 0; i < 3; i += 1) {
      const { invitation } = await invite(lead, email);
      await call('team/withdraw', { id: invitation.id }, lead);
    }
    expect(await refusal('team/invite', { email, role: 'cook' }, lead)).toEqual({
      code: 'resource-exhausted',
      message: RATE_LIMITED_MESSAGE,
    });
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe('team roles, removing and leaving', () => {
  it('keeps at least one Küchenleitung: the last cannot leave or step down, a hand-over works', async () => {
    const lead = await createKitchen({ name: 'Kita Pusteblume' });
    const cook = await addMember(lead, 'cook');
    expect(await refusal('team/leave', {}, lead)).toEqual({
      code: 'failed-precondition',
      message: MEMBER_TEXTS.lastLeadLeaving,
    });
    expect(await refusal('team/setRole', { uid: lead.uid, role: 'cook' }, lead)).toEqual({
      code: 'failed-precondition',
      message: MEMBER_TEXTS.lastLead,
    });
    expect(await refusal('team/remove', { uid: lead.uid }, lead)).toEqual({
      code: 'invalid-argument',
      message: MEMBER_TEXTS.removeSelf,
    });

    // Hand-over: the cook becomes Küchenleitung, then the former one steps down.
    const promoted = await call<{ member: TeamMember }>(
      'team/setRole',
      { uid: cook.uid, role: 'lead' },
      lead,
    );
    expect(promoted.payload.member).toMatchObject({ uid: cook.uid, role: 'lead' });
    expect((await personDoc(cook.uid)).kitchens[lead.kitchenId]).toBe('lead');
    await call('team/setRole', { uid: lead.uid, role: 'cook' }, lead);
    const kitchen = await kitchenDoc(lead.kitchenId);
    expect(kitchen.members[lead.uid].role).toBe('cook');
    expect(kitchen.members[cook.uid].role).toBe('lead');
    expect((await personDoc(lead.uid)).kitchens[lead.kitchenId]).toBe('cook');
    // The former Küchenleitung now has the rights of a cook.
    expect(await refusal('team/invite', { email: 'x@kita.test', role: 'cook' }, lead)).toEqual({
      code: 'permission-denied',
      message: roleRefusal('cook', 'lead'),
    });
    expect(await refusal('team/setRole', { uid: 'niemand', role: 'cook' }, cook)).toEqual({
      code: 'not-found',
      message: MEMBER_TEXTS.notFound,
    });
  });

  it('removes a member, whose next call in the kitchen is refused', async () => {
    const lead = await createKitchen();
    const cook = await addMember(lead, 'cook');
    await call('team/list', {}, cook);
    expect((await call('team/remove', { uid: cook.uid }, lead)).payload).toEqual({ uid: cook.uid });
    expect((await kitchenDoc(lead.kitchenId)).members[cook.uid]).toBeUndefined();
    expect((await personDoc(cook.uid)).kitchens?.[lead.kitchenId]).toBeUndefined();
    expect(await refusal('team/list', {}, cook)).toEqual({
      code: 'permission-denied',
      message: NOT_A_MEMBER,
    });
    expect(await refusal('plan/listWeeks', { from: '2026-W01', to: '2026-W10' }, cook)).toEqual({
      code: 'permission-denied',
      message: NOT_A_MEMBER,
    });
    expect(await refusal('team/remove', { uid: cook.uid }, lead)).toEqual({
      code: 'not-found',
      message: MEMBER_TEXTS.notFound,
    });
  });

  it('lets a member leave; the answer is the person in their next kitchen, or in none', async () => {
    const lead = await createKitchen({ name: 'Kita Kleeblatt' });
    const reader = await addMember(lead, 'reader');
    const own = await createKitchen({ name: 'Hortküche' });
    // The lead of another kitchen joins this one and opens it.
    const { link } = await invite(lead, emailOf(own), 'cook');
    await call('team/accept', link, own);

    const left = await call<{ user: User }>('team/leave', {}, inKitchen(own, lead.kitchenId));
    expect(left.payload.user.kitchenId).toBe(own.kitchenId);
    expect(left.payload.user.kitchens.map((k) => k.id)).toEqual([own.kitchenId]);
    expect((await personDoc(own.uid)).lastKitchen).toBe(own.kitchenId);
    expect((await kitchenDoc(lead.kitchenId)).members[own.uid]).toBeUndefined();

    const readerLeft = await call<{ user: User }>('team/leave', {}, reader);
    expect(readerLeft.payload.user.kitchens.map((k) => k.id)).not.toContain(lead.kitchenId);
    expect(readerLeft.payload.user.kitchenId).not.toBe(lead.kitchenId);
    expect(await refusal('team/list', {}, reader)).toEqual({
      code: 'permission-denied',
      message: NOT_A_MEMBER,
    });
  });
});
