/** Backend actions: one payload and one answer schema per action, collected in ACTIONS. */
export * from './common';
export * from './adminActions';
export * from './ingredientActions';
export * from './newsletterActions';
export * from './organisationActions';
export * from './planActions';
export * from './recipeActions';
export * from './shoppingActions';
export * from './teamActions';
export * from './userActions';
export * from './videoActions';
export * from './workshopActions';
export * from './table';
export * from './appCheckByType';
