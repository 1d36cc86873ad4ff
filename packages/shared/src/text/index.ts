/**
 * Everything shown as text: numbers and euro, dates, months and weeks as Germans read them, headcounts,
 * initials, slugs, CSV cells, search folding. Web and functions format with these, never on their own.
 */
export * from './numbers';
export * from './dates';
export * from './duration';
export * from './headcounts';
export * from './seasonMonths';
export * from './avatar';
export * from './slug';
export * from './csv';
export * from './search';
