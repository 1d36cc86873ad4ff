/** Entry point of @speiseplaner/shared: catalogues, schemas, errors and every rule as pure functions. */
export * from './errors';
export * from './catalogues';
export * from './schemas';
export * from './format';
export * from './prices';
export * from './planner';
export * from './warnings';
export * from './allergens';
export * from './costs';
export * from './dge';
export * from './shopping';
export * from './bio';
export * from './retention';
export * from './quotas';
export * from './admin';
export * from './actions';
