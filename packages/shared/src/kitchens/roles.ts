/**
 * The roles of a kitchen's members, one shared table for server and screens (docs/product.md, "Teams"):
 * the server refuses an action whose `role` (shared ACTIONS) the caller's role does not reach; the screens
 * hide what the role cannot do. Ordered: a Küchenleitung may do all a cook may, a cook all a reader may.
 */
import type { KitchenRole } from '../schemas/kitchen';
import type { OrganisationRole } from '../schemas/organisation';

export const ROLE_LABELS: Readonly<Record<KitchenRole, string>> = {
  lead: 'Küchenleitung',
  cook: 'Köchin/Koch',
  reader: 'Lesen',
};

/** What each role may do, as the team page explains it. */
export const ROLE_DESCRIPTIONS: Readonly<Record<KitchenRole, string>> = {
  lead: 'Alles, auch Team und Einstellungen der Küche',
  cook: 'Speiseplan, Rezepte, Einkauf und eigene Preise',
  reader: 'Speiseplan ansehen, Aushang drucken, Einkaufslisten lesen',
};

/** The role of a Träger's Leitung (docs/product.md, "Träger"), beside the kitchens' roles. */
export const ORGANISATION_ROLE_LABELS: Readonly<Record<OrganisationRole, string>> = {
  orgLead: 'Träger-Leitung',
};

/** What the Träger-Leitung may do, as the Träger page explains it. */
export const ORGANISATION_ROLE_DESCRIPTIONS: Readonly<Record<OrganisationRole, string>> = {
  orgLead: 'Übersicht über die Küchen des Trägers, Küchen einladen und entfernen',
};

const RANK: Readonly<Record<KitchenRole, number>> = { reader: 0, cook: 1, lead: 2 };

/** True when a member with role `have` may run an action that needs `need`. */
export function roleAllows(have: KitchenRole | null | undefined, need: KitchenRole): boolean {
  return have != null && RANK[have] >= RANK[need];
}

/** German label of a role ("Köchin/Koch"). */
export const roleLabel = (role: KitchenRole): string => ROLE_LABELS[role];

/** Refusal when the caller belongs to the kitchen with too small a role (permission-denied). */
export function roleRefusal(have: KitchenRole, need: KitchenRole): string {
  return `Mit der Rolle „${ROLE_LABELS[have]}“ ist das nicht möglich; dafür braucht es „${ROLE_LABELS[need]}“.`;
}

/** Refusal when the caller does not (or no longer) belong to the kitchen named, or it does not exist. */
export const NOT_A_MEMBER = 'Sie gehören nicht (mehr) zu dieser Küche. Bitte laden Sie die Seite neu.';

/**
 * Refusal when the caller does not (or no longer) lead the Träger named, or it does not exist (the same
 * text either way, so it never tells whether a Träger exists).
 */
export const NOT_AN_ORGANISATION_LEAD =
  'Sie gehören nicht (mehr) zur Leitung dieses Trägers. Bitte laden Sie die Seite neu.';
