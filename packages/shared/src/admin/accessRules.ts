/**
 * Who may use what (docs/data-model.md, "Admins and feature flags"). Two separate accesses, each with its
 * own version:
 * - a kitchen's feature flags (`kitchens/{kitchenId}`: `features`, `accessVersion`), set by
 *   `admin/setAccess`; every member of the kitchen gets the kitchen's areas;
 * - a person's admin role of the Verwaltung (`users/{uid}`: `admin`, `accessVersion`), set by
 *   `admin/setAdmin`.
 * Stored exactly as the admin command writes them; a flag or the role counts only when it is exactly `true`.
 */
import { FEATURE_FLAG_IDS, type FeatureFlag } from '../catalogues/featureFlags';
import { storedVersion } from '../versioning/versionCheck';

/** Every feature flag with its value (a missing flag is off). */
export type FeatureFlags = Record<FeatureFlag, boolean>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The flags of a stored `features` map: each one on only when it is exactly `true`. */
export function featureFlagsOf(features: unknown): FeatureFlags {
  const map = isRecord(features) ? features : {};
  return Object.fromEntries(FEATURE_FLAG_IDS.map((flag) => [flag, map[flag] === true])) as FeatureFlags;
}

/** The flags of a stored kitchen document (or of nothing: every flag off). */
export function kitchenFlagsOf(storedKitchen: unknown): FeatureFlags {
  return featureFlagsOf(isRecord(storedKitchen) ? storedKitchen.features : undefined);
}

/** Whether a stored person document has the admin role (only when `admin` is exactly `true`). */
export function adminRoleOf(storedPerson: unknown): boolean {
  return isRecord(storedPerson) && storedPerson.admin === true;
}

/**
 * The version of an access, moved by every admin/setAccess (kitchen) or admin/setAdmin (person) that
 * writes, and by the admin command: the document's `accessVersion`, 0 when it has none. It is not the
 * document's `version` (the kitchen's settings, user/updateProfile): a kitchen renaming itself does not make
 * an admin's change stale, and an access change does not make the kitchen's settings save stale.
 */
export function accessVersionOf(stored: unknown): number {
  return storedVersion({ version: isRecord(stored) ? stored.accessVersion : undefined });
}

/**
 * The fields of the kitchen document to update to get from `before` to `after` (`features.<flag>`, as the
 * admin command writes them): only the ones that change, so flags it does not know stay as they are.
 */
export function flagsUpdateOf(before: FeatureFlags, after: FeatureFlags): Record<string, boolean> {
  const update: Record<string, boolean> = {};
  for (const flag of FEATURE_FLAG_IDS)
    if (before[flag] !== after[flag]) update[`features.${flag}`] = after[flag];
  return update;
}

export const ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE =
  'Die Administratorrolle erhält nur ein Konto mit bestätigter E-Mail-Adresse. Die Person muss zuerst den Link aus der Bestätigungs-E-Mail öffnen.';

export const LAST_ADMIN_MESSAGE =
  'Sie sind der letzte Administrator und können Ihre Administratorrolle daher nicht abgeben. Bitte ernennen Sie zuerst eine weitere Person zum Administrator.';

export const LAST_ADMIN_OTHER_MESSAGE =
  'Diese Person ist der letzte Administrator; die Rolle kann ihr erst entzogen werden, wenn es einen weiteren Administrator gibt.';

export interface AdminChange {
  /** The admin who makes the change. */
  callerUid: string;
  /** The person whose role changes. */
  targetUid: string;
  /** The role stored now and the role wanted. */
  before: boolean;
  after: boolean;
  /** Whether the target's sign-in account has a confirmed e-mail address (Firebase Auth). */
  targetEmailVerified: boolean;
  /**
   * Admins stored now, the target included, when the change removes the target's role (at least the
   * figure 2 when there are more; only "one or more than one" matters).
   */
  adminCount?: number;
}

/**
 * Why a change of the admin role is refused (a German message), or null when it may go ahead:
 * - the role goes only to an account whose e-mail address is confirmed (anybody can register with someone
 *   else's address; only the confirmation shows the account is its owner's);
 * - the last admin keeps the role, so that someone can always manage the app.
 */
export function adminChangeRefusal(change: AdminChange): string | null {
  const { before, after } = change;
  if (!before && after && !change.targetEmailVerified) return ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE;
  if (before && !after && (change.adminCount ?? 0) <= 1)
    return change.targetUid === change.callerUid ? LAST_ADMIN_MESSAGE : LAST_ADMIN_OTHER_MESSAGE;
  return null;
}

/** The kitchen's Küchenleitung the Verwaltung shows first: the lead who joined first (ties: by uid). */
export function firstLeadOf(
  members: Readonly<Record<string, { role: string; since?: number }>>,
): string | null {
  const leads = Object.entries(members)
    .filter(([, member]) => member.role === 'lead')
    .sort(([a, x], [b, y]) => (x.since ?? 0) - (y.since ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
  return leads[0]?.[0] ?? null;
}

const ROLE_ORDER: Readonly<Record<string, number>> = { lead: 0, cook: 1, reader: 2 };

/** The order of a kitchen's members in the Verwaltung: Küchenleitung, Köchin/Koch, Lesen, each by name. */
export function compareMembers(
  a: { role: string; name: string; uid: string },
  b: { role: string; name: string; uid: string },
): number {
  return (
    (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3) ||
    a.name.localeCompare(b.name, 'de-DE') ||
    (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0)
  );
}
