/** The admin area's rules: access (feature flags, admin role), the audit log's change summaries, the ingredient form (workshop and video forms: workshops/, videos/). */
export * from './accessRules';
export * from './auditSummary';
export * from './ingredientForm';
export * from './sharedRecipeSlug';
