/** Retention: how long personal data is kept, and when a document has expired. */
export * from './retention';
