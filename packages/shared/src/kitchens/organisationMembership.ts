/**
 * The rules of a Träger's kitchens as pure functions (docs/data-model.md, "Organisations (Träger)"): who
 * may create a Träger, which kitchen invitations may be sent, when an invitation's link is still good and
 * who may use it, when a kitchen may join, leave or be removed, and what the Träger page shows. The org/*
 * handlers apply them inside their transactions; the Träger pages use the same texts. Every answer is
 * either null (allowed) or a refusal with the code the server answers.
 */
import {
  KITCHEN_INVITATION_VALID_DAYS,
  MAX_KITCHENS_PER_ORGANISATION,
  MAX_ORGANISATIONS_PER_PERSON,
  MAX_PENDING_KITCHEN_INVITATIONS,
  type KitchenInvitation,
  type OrganisationDoc,
  type OrganisationRef,
  type OrganisationView,
} from '../schemas/organisation';
import type { TeamRefusal } from './membership';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The web app's page a kitchen invitation's link opens. */
export const ORGANISATION_INVITATION_PATH = '/traeger-einladung';

/** The label of the kitchen settings' button with which a kitchen leaves its Träger. */
export const LEAVE_ORGANISATION_LABEL = 'Träger verlassen';

/** The link of a kitchen invitation's mail: `<app>/traeger-einladung?traeger=<orgId>&token=<token>`. */
export function organisationInvitationLink(appUrl: string, organisationId: string, token: string): string {
  const base = appUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ traeger: organisationId, token });
  return `${base}${ORGANISATION_INVITATION_PATH}?${query.toString()}`;
}

/** When a kitchen invitation made at `now` (ms) stops working. */
export const kitchenInvitationExpiresAt = (now: number): number =>
  now + KITCHEN_INVITATION_VALID_DAYS * DAY_MS;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const pendingOf = <T extends { expiresAt: number }>(pending: readonly T[], now: number) =>
  pending.filter((p) => now < p.expiresAt);

/** The refusals of the org/* actions, in German. */
export const ORGANISATION_TEXTS = {
  createNoAddress: 'Um einen Träger anzulegen, melden Sie sich bitte mit Ihrer E-Mail-Adresse an.',
  createUnconfirmed:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link aus unserer Bestätigungs-E-Mail; danach können Sie einen Träger anlegen.',
  tooManyOrganisations: `Sie leiten bereits ${MAX_ORGANISATIONS_PER_PERSON} Träger, mehr sind nicht möglich.`,
  pending: (email: string) =>
    `${email} ist bereits eingeladen. Ziehen Sie die offene Einladung zurück, wenn Sie eine neue senden möchten.`,
  tooManyPending: `Es sind bereits ${MAX_PENDING_KITCHEN_INVITATIONS} Einladungen offen. Bitte ziehen Sie zuerst eine zurück oder warten Sie, bis sie angenommen wurden.`,
  organisationFull: `Ein Träger hat höchstens ${MAX_KITCHENS_PER_ORGANISATION} Küchen, offene Einladungen mitgezählt. Bitte entfernen Sie zuerst eine Küche oder ziehen Sie eine Einladung zurück.`,
  /** Unknown, expired, used or withdrawn: one text, so the link does not reveal which. */
  invitationGone:
    'Diese Einladung gilt nicht mehr: Sie ist abgelaufen, wurde bereits verwendet oder zurückgezogen. Bitte bitten Sie die Träger-Leitung um eine neue Einladung.',
  noAddress:
    'Bitte melden Sie sich mit der E-Mail-Adresse an, an die die Einladung ging, und öffnen Sie den Link dann noch einmal.',
  wrongAddress:
    'Dieser Einladungslink gehört zu einer anderen E-Mail-Adresse als der, mit der Sie angemeldet sind. Bitte melden Sie sich mit der eingeladenen Adresse an.',
  unconfirmed:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link aus unserer Bestätigungs-E-Mail und öffnen Sie die Einladung dann noch einmal.',
  alreadyInOrganisation: (name: string) =>
    `Diese Küche gehört bereits zum Träger „${name || 'ohne Namen'}“, und eine Küche gehört zu höchstens einem Träger. Um zu wechseln, verlassen Sie zuerst den bisherigen Träger (Mein Konto → Küche → „${LEAVE_ORGANISATION_LABEL}“) und öffnen Sie die Einladung dann noch einmal.`,
  joinFull: `Der Träger hat bereits ${MAX_KITCHENS_PER_ORGANISATION} Küchen, mehr sind nicht möglich. Bitte sprechen Sie mit der Träger-Leitung.`,
  noOrganisation: 'Diese Küche gehört zu keinem Träger. Bitte laden Sie die Seite neu.',
  kitchenNotFound: 'Diese Küche gehört nicht (mehr) zum Träger. Bitte laden Sie die Seite neu.',
  invitationNotFound:
    'Diese Einladung gibt es nicht mehr: Sie wurde bereits angenommen oder zurückgezogen. Bitte laden Sie die Seite neu.',
} as const;

/**
 * Whether a person may create a Träger: signed in with a confirmed e-mail address (not a guest), and
 * leading fewer than MAX_ORGANISATIONS_PER_PERSON Träger.
 */
export function createOrganisationRefusal(input: {
  caller: { email: string; emailVerified: boolean };
  led: number;
}): TeamRefusal | null {
  if (!input.caller.email.trim())
    return { code: 'failed-precondition', message: ORGANISATION_TEXTS.createNoAddress };
  if (!input.caller.emailVerified)
    return { code: 'failed-precondition', message: ORGANISATION_TEXTS.createUnconfirmed };
  if (input.led >= MAX_ORGANISATIONS_PER_PERSON)
    return { code: 'resource-exhausted', message: ORGANISATION_TEXTS.tooManyOrganisations };
  return null;
}

/**
 * Whether the Träger-Leitung may invite a kitchen by its Küchenleitung's address `email` (lower case): not
 * invited already (a pending invitation that has not expired), at most MAX_PENDING_KITCHEN_INVITATIONS
 * pending, and room in the Träger for every pending invitation.
 */
export function inviteKitchenRefusal(input: {
  kitchenCount: number;
  pending: readonly { email: string; expiresAt: number }[];
  email: string;
  now: number;
}): TeamRefusal | null {
  const pending = pendingOf(input.pending, input.now);
  if (pending.some((p) => sameAddress(p.email, input.email)))
    return { code: 'already-exists', message: ORGANISATION_TEXTS.pending(input.email) };
  if (pending.length >= MAX_PENDING_KITCHEN_INVITATIONS)
    return { code: 'resource-exhausted', message: ORGANISATION_TEXTS.tooManyPending };
  if (input.kitchenCount + pending.length >= MAX_KITCHENS_PER_ORGANISATION)
    return { code: 'resource-exhausted', message: ORGANISATION_TEXTS.organisationFull };
  return null;
}

/** Whether an invitation's link still works (null: not found, used or withdrawn): found and not expired. */
export function kitchenInvitationRefusal(
  invitation: { expiresAt: number } | null,
  now: number,
): TeamRefusal | null {
  if (!invitation || now >= invitation.expiresAt)
    return { code: 'not-found', message: ORGANISATION_TEXTS.invitationGone };
  return null;
}

/**
 * Whether the caller's current kitchen may join the Träger `organisationId` with the invitation: the link
 * works, the caller's address is the invited one and confirmed, the kitchen belongs to no Träger, and the
 * Träger has room. (That the caller is the kitchen's Küchenleitung the router checks.)
 */
export function joinOrganisationRefusal(input: {
  invitation: { email: string; expiresAt: number } | null;
  caller: { email: string; emailVerified: boolean };
  kitchen: { organisation?: OrganisationRef };
  kitchenCount: number;
  now: number;
}): TeamRefusal | null {
  const { invitation, caller, kitchen, now } = input;
  const gone = kitchenInvitationRefusal(invitation, now);
  if (gone || !invitation) return gone;
  if (!caller.email.trim()) return { code: 'failed-precondition', message: ORGANISATION_TEXTS.noAddress };
  if (!sameAddress(caller.email, invitation.email))
    return { code: 'permission-denied', message: ORGANISATION_TEXTS.wrongAddress };
  if (!caller.emailVerified) return { code: 'failed-precondition', message: ORGANISATION_TEXTS.unconfirmed };
  if (kitchen.organisation)
    return {
      code: 'failed-precondition',
      message: ORGANISATION_TEXTS.alreadyInOrganisation(kitchen.organisation.name),
    };
  if (input.kitchenCount >= MAX_KITCHENS_PER_ORGANISATION)
    return { code: 'resource-exhausted', message: ORGANISATION_TEXTS.joinFull };
  return null;
}

/** Whether the kitchen may leave its Träger: it must belong to one. */
export function leaveOrganisationRefusal(kitchen: { organisation?: OrganisationRef }): TeamRefusal | null {
  return kitchen.organisation
    ? null
    : { code: 'failed-precondition', message: ORGANISATION_TEXTS.noOrganisation };
}

/** Whether the Träger-Leitung may remove kitchen `kitchenId`: it must belong to the Träger. */
export function removeKitchenRefusal(
  organisation: Pick<OrganisationDoc, 'kitchens'>,
  kitchenId: string,
): TeamRefusal | null {
  return Object.prototype.hasOwnProperty.call(organisation.kitchens, kitchenId)
    ? null
    : { code: 'not-found', message: ORGANISATION_TEXTS.kitchenNotFound };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'de');

/**
 * The Träger as its Leitung sees it: Leitungen and kitchens sorted by name (German order), pending
 * invitations (not expired) newest first.
 */
export function organisationViewOf(
  id: string,
  doc: OrganisationDoc,
  invitations: readonly KitchenInvitation[],
  now: number,
): OrganisationView {
  return {
    id,
    name: doc.name,
    version: doc.version,
    leads: Object.entries(doc.members)
      .map(([uid, m]) => ({ uid, name: m.name || m.email, email: m.email, since: m.since }))
      .sort(byName),
    kitchens: Object.entries(doc.kitchens)
      .map(([kitchenId, k]) => ({ kitchenId, name: k.name || 'Neue Küche', since: k.since }))
      .sort(byName),
    invitations: pendingOf(invitations, now)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, MAX_PENDING_KITCHEN_INVITATIONS),
  };
}
