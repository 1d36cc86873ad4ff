/** How the team page names people and dates (the formatters themselves are shared's). */
import { berlinDateAndTime, formatGermanDate, memberNameOf } from '@speiseplaner/shared';

/** A member without a name (an account that never set one) shows with the address. */
export const memberName = (member: { name: string; email: string }): string =>
  memberNameOf({ nickName: member.name, email: member.email }) || 'Ohne Namen';

/** A day as the team page shows it: „02.03.2026“ in Berlin time. */
export const dayOf = (ms: number): string => formatGermanDate(berlinDateAndTime(ms).date);
