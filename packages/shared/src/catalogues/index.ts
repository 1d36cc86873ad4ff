/** Every catalogue: ids, German labels and lookups. */
export * from './ageGroups';
export * from './weekdays';
export * from './units';
export * from './dishTypes';
export * from './difficulty';
export * from './foodGroups';
export * from './allergens';
export * from './featureFlags';
export * from './nutrientCategories';
export * from './ingredientFlags';
export * from './articleCategories';
