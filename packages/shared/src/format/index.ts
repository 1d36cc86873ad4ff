/** Formats and small rules: prices, dates, ISO weeks, inputs, avatar, slugs, workshops, YouTube ids. */
export * from './berlinTime';
export * from './dates';
export * from './weeks';
export * from './planningWindow';
export * from './price';
export * from './inputs';
export * from './avatar';
export * from './slug';
export * from './workshops';
export * from './youtube';
export * from './videos';
export * from './workshopRules';
export * from './workshopRegistrations';
export * from './csv';
export * from './periods';
export * from './headcounts';
export * from './portionFactorInput';
