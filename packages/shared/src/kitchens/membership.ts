/**
 * The rules of a kitchen's team as pure functions (docs/data-model.md, "Teams and invitations"): who may
 * be invited, when an invitation's link is still good and who may use it, whose role may change, who may
 * be removed or leave. The team/* handlers apply them inside their transactions; the team page uses the
 * same texts. Every answer is either null (allowed) or a refusal with the code the server answers.
 */
import { INVITATION_VALID_DAYS, MAX_PENDING_INVITATIONS } from '../actions/teamActions';
import { INVITATION_PATH } from './invitationPath';
import {
  MAX_KITCHENS_PER_PERSON,
  MAX_MEMBERS_PER_KITCHEN,
  type KitchenRole,
  type Member,
} from '../schemas/kitchen';

/** The callable error codes the team rules answer with. */
export type TeamRefusalCode =
  | 'not-found'
  | 'failed-precondition'
  | 'permission-denied'
  | 'already-exists'
  | 'resource-exhausted'
  | 'invalid-argument';

/** Why a team change is refused: the code the server answers and the German text the person reads. */
export interface TeamRefusal {
  code: TeamRefusalCode;
  message: string;
}

type Members = Readonly<Record<string, Pick<Member, 'role' | 'email'>>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The label of the team page's button with which a member leaves the current kitchen. */
export const LEAVE_KITCHEN_LABEL = 'Küche verlassen';

/** The link of an invitation's mail: `<app>/einladung?kueche=<kitchenId>&token=<token>`. */
export function invitationLink(appUrl: string, kitchenId: string, token: string): string {
  const base = appUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ kueche: kitchenId, token });
  return `${base}${INVITATION_PATH}?${query.toString()}`;
}

/** When an invitation made at `now` (ms) stops working. */
export const invitationExpiresAt = (now: number): number => now + INVITATION_VALID_DAYS * DAY_MS;

/** True once the invitation's link no longer works by time (at `expiresAt` exactly it is over). */
export const invitationExpired = (invitation: { expiresAt: number }, now: number): boolean =>
  now >= invitation.expiresAt;

/** How many Küchenleitungen the kitchen has. */
export const leadCount = (members: Members): number =>
  Object.values(members).filter((m) => m.role === 'lead').length;

/** The name a new member gets in the team list: the person's name, else their address. */
export const memberNameOf = (person: { nickName: string; email: string }): string =>
  person.nickName.trim() || person.email.trim();

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An address refused by team/invite, in German; `email` is the lower-cased address the lead entered. */
export const INVITE_TEXTS = {
  member: (email: string) => `${email} gehört bereits zum Team dieser Küche.`,
  pending: (email: string) =>
    `${email} ist bereits eingeladen. Ziehen Sie die offene Einladung zurück, wenn Sie eine neue senden möchten.`,
  tooManyPending: `Es sind bereits ${MAX_PENDING_INVITATIONS} Einladungen offen. Bitte ziehen Sie zuerst eine zurück oder warten Sie, bis sie angenommen wurden.`,
  teamFull: `Ein Team hat höchstens ${MAX_MEMBERS_PER_KITCHEN} Mitglieder, offene Einladungen mitgezählt. Bitte entfernen Sie zuerst ein Mitglied oder ziehen Sie eine Einladung zurück.`,
} as const;

/**
 * Whether the Küchenleitung may invite `email` (lower-cased): not already a member, not invited already
 * (a pending invitation that has not expired), at most MAX_PENDING_INVITATIONS pending, and room in the
 * team for every pending invitation.
 */
export function inviteRefusal(input: {
  members: Members;
  pending: readonly { email: string; expiresAt: number }[];
  email: string;
  now: number;
}): TeamRefusal | null {
  const { members, email, now } = input;
  const pending = input.pending.filter((p) => !invitationExpired(p, now));
  if (Object.values(members).some((m) => sameAddress(m.email, email)))
    return { code: 'already-exists', message: INVITE_TEXTS.member(email) };
  if (pending.some((p) => sameAddress(p.email, email)))
    return { code: 'already-exists', message: INVITE_TEXTS.pending(email) };
  if (pending.length >= MAX_PENDING_INVITATIONS)
    return { code: 'resource-exhausted', message: INVITE_TEXTS.tooManyPending };
  if (Object.keys(members).length + pending.length >= MAX_MEMBERS_PER_KITCHEN)
    return { code: 'resource-exhausted', message: INVITE_TEXTS.teamFull };
  return null;
}

/** The refusals of team/accept, in German. None tells a stranger anything about the invitation. */
export const ACCEPT_TEXTS = {
  /** Used, withdrawn or never made: one text, so the link does not reveal which. */
  gone: 'Diese Einladung gilt nicht mehr: Sie wurde bereits verwendet oder zurückgezogen. Bitte bitten Sie die Küchenleitung um eine neue Einladung.',
  expired: `Diese Einladung ist abgelaufen: Einladungen gelten ${INVITATION_VALID_DAYS} Tage. Bitte bitten Sie die Küchenleitung, Sie noch einmal einzuladen.`,
  noAddress:
    'Bitte melden Sie sich mit der E-Mail-Adresse an, an die die Einladung ging, und öffnen Sie den Link dann noch einmal.',
  wrongAddress:
    'Dieser Einladungslink gehört zu einer anderen E-Mail-Adresse als der, mit der Sie angemeldet sind. Bitte melden Sie sich mit der eingeladenen Adresse an.',
  unconfirmed:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link aus unserer Bestätigungs-E-Mail und öffnen Sie die Einladung dann noch einmal.',
  teamFull: `Das Team dieser Küche ist voll (höchstens ${MAX_MEMBERS_PER_KITCHEN} Mitglieder). Bitte sprechen Sie mit der Küchenleitung.`,
  tooManyKitchens: `Sie gehören bereits zu ${MAX_KITCHENS_PER_PERSON} Küchen, mehr sind nicht möglich. Bitte verlassen Sie zuerst eine andere Küche.`,
} as const;

/**
 * Whether the signed-in caller may join with the invitation (null: it was not found, or was used or
 * withdrawn): it must not have expired, and the caller's address must be the invited one and confirmed.
 * `caller.email` is the sign-in's address ('' for a guest), `emailVerified` the sign-in's confirmation.
 */
export function acceptRefusal(input: {
  invitation: { email: string; expiresAt: number } | null;
  caller: { email: string; emailVerified: boolean };
  now: number;
}): TeamRefusal | null {
  const { invitation, caller, now } = input;
  if (!invitation) return { code: 'not-found', message: ACCEPT_TEXTS.gone };
  if (invitationExpired(invitation, now))
    return { code: 'failed-precondition', message: ACCEPT_TEXTS.expired };
  if (!caller.email.trim()) return { code: 'failed-precondition', message: ACCEPT_TEXTS.noAddress };
  if (!sameAddress(caller.email, invitation.email))
    return { code: 'permission-denied', message: ACCEPT_TEXTS.wrongAddress };
  if (!caller.emailVerified) return { code: 'failed-precondition', message: ACCEPT_TEXTS.unconfirmed };
  return null;
}

/** Whether one more member fits the kitchen and one more kitchen the person. */
export function joinRefusal(memberCount: number, kitchenCount: number): TeamRefusal | null {
  if (memberCount >= MAX_MEMBERS_PER_KITCHEN)
    return { code: 'resource-exhausted', message: ACCEPT_TEXTS.teamFull };
  if (kitchenCount >= MAX_KITCHENS_PER_PERSON)
    return { code: 'resource-exhausted', message: ACCEPT_TEXTS.tooManyKitchens };
  return null;
}

/** The refusals of team/setRole, team/remove and team/leave, in German. */
export const MEMBER_TEXTS = {
  notFound: 'Dieses Mitglied gehört nicht (mehr) zum Team. Bitte laden Sie die Seite neu.',
  lastLead:
    'Eine Küche braucht mindestens eine Küchenleitung. Bitte machen Sie zuerst ein anderes Mitglied zur Küchenleitung.',
  removeSelf: `Sich selbst können Sie nicht entfernen. Um die Küche zu verlassen, wählen Sie „${LEAVE_KITCHEN_LABEL}“.`,
  lastLeadLeaving:
    'Sie sind die einzige Küchenleitung und können die Küche deshalb nicht verlassen. Bitte übergeben Sie die Leitung zuerst: Machen Sie ein anderes Mitglied zur Küchenleitung.',
} as const;

/** True when `uid` is the kitchen's only Küchenleitung. */
const isLastLead = (members: Members, uid: string) =>
  members[uid]?.role === 'lead' && leadCount(members) <= 1;

/**
 * Whether member `uid` may get `role` (the caller is a Küchenleitung, also for their own role): the last
 * Küchenleitung cannot give up the role; a hand-over makes another member lead first.
 */
export function roleChangeRefusal(members: Members, uid: string, role: KitchenRole): TeamRefusal | null {
  if (!members[uid]) return { code: 'not-found', message: MEMBER_TEXTS.notFound };
  if (role !== 'lead' && isLastLead(members, uid))
    return { code: 'failed-precondition', message: MEMBER_TEXTS.lastLead };
  return null;
}

/** Whether the Küchenleitung `callerUid` may remove member `uid` (not themselves, not the last lead). */
export function removalRefusal(members: Members, callerUid: string, uid: string): TeamRefusal | null {
  if (uid === callerUid) return { code: 'invalid-argument', message: MEMBER_TEXTS.removeSelf };
  if (!members[uid]) return { code: 'not-found', message: MEMBER_TEXTS.notFound };
  if (isLastLead(members, uid)) return { code: 'failed-precondition', message: MEMBER_TEXTS.lastLead };
  return null;
}

/** Whether member `uid` may leave the kitchen: the last Küchenleitung must hand over first. */
export function leaveRefusal(members: Members, uid: string): TeamRefusal | null {
  if (!members[uid]) return { code: 'not-found', message: MEMBER_TEXTS.notFound };
  if (isLastLead(members, uid)) return { code: 'failed-precondition', message: MEMBER_TEXTS.lastLeadLeaving };
  return null;
}

/**
 * The kitchen a person opens after leaving `left`: the last used one when it is another, else the first
 * other one they belong to, else '' (none left).
 */
export function kitchenAfterLeaving(
  kitchens: Readonly<Record<string, KitchenRole>>,
  left: string,
  lastKitchen: string,
): string {
  if (lastKitchen && lastKitchen !== left && kitchens[lastKitchen]) return lastKitchen;
  return Object.keys(kitchens).find((id) => id !== left) ?? '';
}
