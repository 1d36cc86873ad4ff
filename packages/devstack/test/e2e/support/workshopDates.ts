import { adminDb } from './users';

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

export interface StoredWorkshop {
  slug: string;
  title: string;
  date: string;
  deadline: string;
}

/** The seeded workshop (content WORKSHOPS) that is upcoming, not cancelled and open the longest. */
export async function openWorkshop(): Promise<StoredWorkshop> {
  const today = berlinToday();
  const all = (await adminDb().collection('workshops').get()).docs.map((d) => d.data() as StoredWorkshop);
  const open = all
    .filter((w) => Date.parse(w.date) > Date.now() && w.deadline >= today && !w.title.startsWith('Abgesagt:'))
    .sort((a, b) => (a.deadline < b.deadline ? 1 : -1));
  if (!open[0]) throw new Error('Der Seed enthält keinen Workshop mit offener Anmeldung');
  return open[0];
}
