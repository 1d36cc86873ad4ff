/** The admin area's rules: access (feature flags, admin role), the audit log's change summaries, the ingredient form. */
export * from './accessRules';
export * from './auditSummary';
export * from './ingredientForm';
