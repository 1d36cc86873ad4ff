/** The admin area's rules: access (feature flags, admin role), the audit log's change summaries, the ingredient and workshop forms. */
export * from './accessRules';
export * from './auditSummary';
export * from './ingredientForm';
export * from './workshopForm';
export * from './sharedRecipeSlug';
