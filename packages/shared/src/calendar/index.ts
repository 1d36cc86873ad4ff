/** The calendar: dates as `yyyy-MM-dd`, ISO weeks, the kitchens' time zone (Europe/Berlin), the planning window. */
export * from './berlinTime';
export * from './berlinInstant';
export * from './dates';
export * from './weeks';
export * from './weekCalendar';
export * from './planningWindow';
