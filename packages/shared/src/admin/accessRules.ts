/**
 * Who may use what (docs/data-model.md, "Admins and feature flags"): the feature flags and the admin role
 * of a kitchen, as `admin/setAccess` changes them. Stored in the kitchen's user document (`features`,
 * `admin`), exactly as the admin command writes them; a flag or the role counts only when it is exactly
 * `true`.
 */
import { FEATURE_FLAG_IDS, type FeatureFlag } from '../catalogues/featureFlags';
import { storedVersion } from '../versioning/versionCheck';

/** Every feature flag with its value (a missing flag is off). */
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** What admin/setAccess changes: every feature flag and the admin role. */
export interface AccessState {
  features: FeatureFlags;
  admin: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The flags of a stored `features` map: each one on only when it is exactly `true`. */
export function featureFlagsOf(features: unknown): FeatureFlags {
  const map = isRecord(features) ? features : {};
  return Object.fromEntries(FEATURE_FLAG_IDS.map((flag) => [flag, map[flag] === true])) as FeatureFlags;
}

/** The access of a stored user document (or of nothing: no flag, no role). */
export function accessStateOf(stored: unknown): AccessState {
  const data = isRecord(stored) ? stored : {};
  return { features: featureFlagsOf(data.features), admin: data.admin === true };
}

/**
 * The version of a kitchen's access, moved by every admin/setAccess that writes (and by the admin command):
 * the user document's `accessVersion`, 0 when it has none. It is not the document's `version`, which is the
 * profile's (user/updateProfile): a kitchen renaming itself does not make an admin's access change stale,
 * and an access change does not make the kitchen's profile save stale.
 */
export function accessVersionOf(stored: unknown): number {
  return storedVersion({ version: isRecord(stored) ? stored.accessVersion : undefined });
}

/**
 * The fields of the user document to update to get from `before` to `after`, as the admin command writes
 * them (`features.<flag>`, `admin`): only the ones that change, so flags it does not know stay as they are.
 */
export function accessUpdateOf(before: AccessState, after: AccessState): Record<string, boolean> {
  const update: Record<string, boolean> = {};
  for (const flag of FEATURE_FLAG_IDS)
    if (before.features[flag] !== after.features[flag]) update[`features.${flag}`] = after.features[flag];
  if (before.admin !== after.admin) update.admin = after.admin;
  return update;
}

export const ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE =
  'Die Administratorrolle erhält nur ein Konto mit bestätigter E-Mail-Adresse. Die Küche muss zuerst den Link aus der Bestätigungs-E-Mail öffnen.';

export const LAST_ADMIN_MESSAGE =
  'Sie sind der letzte Administrator und können Ihre Administratorrolle daher nicht abgeben. Bitte ernennen Sie zuerst ein weiteres Konto zum Administrator.';

export const LAST_ADMIN_OTHER_MESSAGE =
  'Dieses Konto ist der letzte Administrator; die Rolle kann ihm erst entzogen werden, wenn es einen weiteren Administrator gibt.';

export interface AccessChange {
  /** The admin who makes the change. */
  callerUid: string;
  /** The kitchen whose access changes. */
  targetUid: string;
  before: AccessState;
  after: AccessState;
  /** Whether the target's sign-in account has a confirmed e-mail address (Firebase Auth). */
  targetEmailVerified: boolean;
  /**
   * Admins stored now, the target included, when the change removes the target's role (at least the
   * figure 2 when there are more; only "one or more than one" matters).
   */
  adminCount?: number;
}

/**
 * Why the change is refused (a German message), or null when it may go ahead:
 * - the admin role goes only to an account whose e-mail address is confirmed (anybody can register with
 *   someone else's address; only the confirmation shows the account is its owner's);
 * - the last admin keeps the role, so that someone can always manage the app.
 */
export function accessChangeRefusal(change: AccessChange): string | null {
  const { before, after } = change;
  if (!before.admin && after.admin && !change.targetEmailVerified) return ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE;
  if (before.admin && !after.admin && (change.adminCount ?? 0) <= 1)
    return change.targetUid === change.callerUid ? LAST_ADMIN_MESSAGE : LAST_ADMIN_OTHER_MESSAGE;
  return null;
}
