/** Entry point of @speiseplaner/shared: catalogues, schemas, errors and every rule as pure functions. */
export * from './errors';
export * from './catalogues';
export * from './schemas';
export * from './format';
