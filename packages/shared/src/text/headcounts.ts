/** Headcounts as one line of text, e.g. on a printed recipe: "12 Krippe, 40 Kindergarten". */
import { AGE_GROUPS } from '../catalogues/ageGroups';
import type { Headcounts } from '../schemas/common';

/** The groups with people, in the catalogue's order (youngest first); "keine Personen" when none. */
export function formatHeadcounts(heads: Headcounts): string {
  const parts = AGE_GROUPS.filter((g) => (heads[g.id] ?? 0) > 0).map((g) => `${heads[g.id]} ${g.label}`);
  return parts.length > 0 ? parts.join(', ') : 'keine Personen';
}
