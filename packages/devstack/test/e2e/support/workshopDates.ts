/**
 * Reads the date a workshop slug ends with (title slug + yyyy-MM-dd: docs/product.md, "Navigation frame").
 */
export function slugDate(slug: string): string {
  const match = /-(\d{4}-\d{2}-\d{2})$/.exec(slug);
  if (!match) throw new Error(`Workshop-Slug ohne Datum: ${slug}`);
  return match[1]!;
}

/** Today in Berlin as yyyy-MM-dd (the workshops' dates are Berlin dates). */
export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
}
