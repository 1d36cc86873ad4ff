/**
 * The Speiseplan's week editor as the Masterplan uses it (its one public module besides the slices): the
 * day cards of a week, the page header, the shown week and the autosaved area of a week slice. The
 * Masterplan's weeks are in masterplanSlice.ts.
 */
export { default as WeekDays } from './WeekDays';
export { default as WeekPageHeader } from './WeekPageHeader';
export { useShownWeek } from './useWeekParam';
export { weekArea } from './weekAutosave';
export type { WeekSlot } from './weekSlots';
