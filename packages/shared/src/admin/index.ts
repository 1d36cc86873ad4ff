/** The admin area's rules: access (feature flags, admin role), the audit log's change summaries, the ingredient, workshop and video forms. */
export * from './accessRules';
export * from './auditSummary';
export * from './ingredientForm';
export * from './workshopForm';
export * from './videoForm';
export * from './sharedRecipeSlug';
