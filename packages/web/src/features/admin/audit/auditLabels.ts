/** German names of what an audit entry records (its backend action); an unknown one shows as it is. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  'admin/setAccess': 'Zugang geändert',
  'ingredients/save': 'Zutat gespeichert',
  'recipes/save': 'Gemeinsames Rezept gespeichert',
  'masterplan/saveWeek': 'Masterplan-Woche gespeichert',
  'workshops/save': 'Workshop gespeichert',
  'workshops/delete': 'Workshop gelöscht',
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** A field's value as the log shows it: "–" for none. */
export function auditValue(value: string | null): string {
  return value === null || value === '' ? '–' : value;
}
