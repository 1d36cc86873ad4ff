/** The five planned weekdays Monday to Friday (a plan week has exactly these five days, index 0–4). */
import { labelLookup } from './lookup';

export const WEEKDAY_IDS = ['mo', 'di', 'mi', 'do', 'fr'] as const;
export type WeekdayId = (typeof WEEKDAY_IDS)[number];

export interface Weekday {
  id: WeekdayId;
  label: string;
  short: string;
}

export const WEEKDAYS: readonly Weekday[] = [
  { id: 'mo', label: 'Montag', short: 'Mo' },
  { id: 'di', label: 'Dienstag', short: 'Di' },
  { id: 'mi', label: 'Mittwoch', short: 'Mi' },
  { id: 'do', label: 'Donnerstag', short: 'Do' },
  { id: 'fr', label: 'Freitag', short: 'Fr' },
];

/** Number of days in a plan week (docs/product.md, "Constants and limits"). */
export const DAYS_PER_WEEK = 5;

/** German label of a weekday id ("Montag" for mo). */
export const weekdayLabel = labelLookup(WEEKDAYS);
