import type { Workshop } from '@speiseplaner/shared';
import { PAST_WORKSHOPS } from './pastWorkshops';
import { UPCOMING_WORKSHOPS } from './upcomingWorkshops';

/** The whole workshop calendar, oldest first. Cancelled events keep their date and start with „Abgesagt:“. */
export const WORKSHOPS: readonly Workshop[] = [...PAST_WORKSHOPS, ...UPCOMING_WORKSHOPS].sort(
  (a, b) => Date.parse(a.date) - Date.parse(b.date),
);
