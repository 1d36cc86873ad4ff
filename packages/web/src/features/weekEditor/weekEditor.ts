/**
 * The week editor's UI, shared by the Speiseplan (features/plan) and the Masterplan (features/masterplan):
 * the day cards of a week, the page header and the shown week. Its store part is weekSlots.ts, its
 * autosaved area weekAutosave.ts, adopting a masterplan week weekAdoption.ts. It imports neither feature
 * (docs/architecture.md, "The week editor").
 */
export { default as WeekDays } from './WeekDays';
export { default as WeekPageHeader } from './WeekPageHeader';
export { useShownWeek } from './useShownWeek';
/** How long a removed dish can be put back. */
export { UNDO_MS, UndoSnackbar } from './RemovedRecipeSnackbar';
