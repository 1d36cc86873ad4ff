/** Portions and costs, nutrients, allergens and warnings of recipes, days, weeks and periods. */
export * from './portions';
export * from './recipeCosts';
export * from './planCosts';
export * from './nutrients';
export * from './dishMarks';
