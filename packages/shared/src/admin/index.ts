/** The admin area's rules: access (feature flags, admin role) and the audit log's change summaries. */
export * from './accessRules';
export * from './auditSummary';
