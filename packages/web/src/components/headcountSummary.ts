/** "Kindergarten: 20, Grundschule: 15" for the account page; groups without people are left out. */
import { AGE_GROUPS, type Headcounts } from '@speiseplaner/shared';

export function headcountSummary(heads: Headcounts): string {
  const parts = AGE_GROUPS.filter((g) => (heads[g.id] ?? 0) > 0).map((g) => `${g.label}: ${heads[g.id]}`);
  return parts.length > 0 ? parts.join(', ') : 'Noch keine Personenzahlen eingetragen';
}
