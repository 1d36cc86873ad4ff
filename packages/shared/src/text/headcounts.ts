/**
 * Headcounts as one line of text, the one way every screen and print writes them: "12 Krippe, 40
 * Kindergarten" (recipe, day card, day costs, account, shopping list); people of a registration.
 */
import { AGE_GROUPS } from '../catalogues/ageGroups';
import type { Headcounts } from '../schemas/common';
import { formatNumber } from './numbers';

/**
 * The groups with people, in the catalogue's order (youngest first); `none` when nobody is counted
 * ("keine Personen" unless the screen says it its own way).
 */
export function formatHeadcounts(heads: Headcounts, none = 'keine Personen'): string {
  const parts = AGE_GROUPS.filter((g) => (heads[g.id] ?? 0) > 0).map((g) => `${heads[g.id]} ${g.label}`);
  return parts.length > 0 ? parts.join(', ') : none;
}

/** A number of people as a sentence says it: "1 Person", "3 Personen" (workshop registrations). */
export function formatPersonCount(count: number): string {
  return count === 1 ? '1 Person' : `${formatNumber(count)} Personen`;
}
