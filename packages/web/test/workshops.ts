/** Workshops relative to the current time, as `workshops/list` sends them. */
import { formatDate, workshopSlug, type Workshop } from '@speiseplaner/shared';

const DAY = 86_400_000;

/** A workshop starting `days` days from now (negative: in the past), deadline 14 days before. */
export function workshopIn(
  days: number,
  type: Workshop['type'],
  title: string,
  extra: Partial<Workshop> = {},
): Workshop {
  const start = new Date(Date.now() + days * DAY);
  start.setUTCHours(13, 0, 0, 0);
  return {
    slug: workshopSlug(title.replace(/^Abgesagt:\s*/, ''), start),
    title,
    date: start.toISOString(),
    deadline: formatDate(start.getTime() - 14 * DAY),
    duration: 90,
    type,
    ...extra,
  };
}
