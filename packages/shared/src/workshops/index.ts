/**
 * Workshops: types and durations, slugs, the upcoming list, date badges, the save and cancel rules,
 * stored-field checks, places taken, registrations (rows, CSV) and the admin form. The entity schema
 * stays with every schema (schemas/workshop.ts), the actions with every action (actions/workshopActions.ts).
 */
export * from './workshopTypes';
export * from './workshops';
export * from './workshopRules';
export * from './workshopSeats';
export * from './workshopRegistrations';
export * from './workshopForm';
