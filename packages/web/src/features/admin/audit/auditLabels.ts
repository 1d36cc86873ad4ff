/**
 * How the Änderungsprotokoll words an entry: what was done (its backend action), which entry (its
 * document, with the name the entry recorded: a kitchen's name, a person's name and address) and the
 * changed fields of an access change in German. Anything unknown shows as stored, so nothing is hidden.
 */
import {
  FEATURE_FLAG_IDS,
  featureFlagLabel,
  formatWeekShort,
  isWeekId,
  type AuditEntry,
  type FeatureFlag,
} from '@speiseplaner/shared';

const ACTION_LABELS: Readonly<Record<string, string>> = {
  'admin/setAccess': 'Freischaltungen geändert',
  'admin/setAdmin': 'Administratorrolle geändert',
  'admin/shareRecipe': 'Rezept einer Küche übernommen',
  'ingredients/save': 'Zutat gespeichert',
  'recipes/save': 'Gemeinsames Rezept gespeichert',
  'masterplan/saveWeek': 'Masterplan-Woche gespeichert',
  'workshops/save': 'Workshop gespeichert',
  'workshops/delete': 'Workshop gelöscht',
  'workshops/cancel': 'Workshop abgesagt',
  'workshops/removeRegistration': 'Anmeldung entfernt',
  'videos/save': 'Video gespeichert',
  'videos/delete': 'Video gelöscht',
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const TARGET_KINDS: Readonly<Record<string, string>> = {
  kitchens: 'Küche',
  users: 'Person',
  ingredients: 'Zutat',
  recipes: 'Rezept',
  workshops: 'Workshop',
  masterplan: 'Masterplan',
  videos: 'Video',
};

/** How the Änderungsprotokoll names a kitchen that has no institution name, never by its id (#31). */
export const KITCHEN_WITHOUT_NAME = '(Küche ohne Namen)';

/**
 * "Küche „Kita Regenbogen“", "Person „Anna (anna@kita.de)“", "Zutat karotten", "Masterplan KW 48/2026";
 * the stored path otherwise. A kitchen is named by its institution name (admin/listAudit fills in today's
 * name where the entry recorded none, also for entries from before kitchens had their own documents, which
 * changed a kitchen's access at `users/<id>`); a kitchen without any name is "(Küche ohne Namen)".
 */
export function auditTargetLabel(entry: Pick<AuditEntry, 'target' | 'targetName' | 'action'>): string {
  const [kind, id = '', ...rest] = entry.target.split('/');
  // A workshop's registration: no name is stored in the log, only which workshop.
  if (kind === 'workshops' && rest[0] === 'registrations' && rest.length === 2)
    return `Anmeldung zu Workshop ${id}`;
  const noun =
    kind === 'users' && entry.action === 'admin/setAccess' ? 'Küche' : kind ? TARGET_KINDS[kind] : undefined;
  if (!noun || !id || rest.length > 0) return entry.target;
  if (entry.targetName) return `${noun} „${entry.targetName}“`;
  if (noun === 'Küche') return KITCHEN_WITHOUT_NAME;
  if (kind === 'masterplan' && isWeekId(id)) return `${noun} ${formatWeekShort(id)}/${id.slice(0, 4)}`;
  return `${noun} ${id}`;
}

const isFlag = (id: string): id is FeatureFlag => (FEATURE_FLAG_IDS as readonly string[]).includes(id);

/** "Freischaltung Masterplan" for features.masterplan, "Administratorrolle" for admin. */
export function auditFieldLabel(field: string): string {
  if (field === 'admin') return 'Administratorrolle';
  const flag = field.startsWith('features.') ? field.slice('features.'.length) : '';
  return isFlag(flag) ? `Freischaltung ${featureFlagLabel(flag)}` : field;
}

/** A field's value as the log shows it: "an"/"aus" for switches, "–" for none. */
export function auditValue(value: string | null): string {
  if (value === 'true') return 'an';
  if (value === 'false') return 'aus';
  return value === null || value === '' ? '–' : value;
}
