/** Shopping lists: building from the plan, purchase units, grouping, status, default range, CSV. */
export * from './purchaseUnits';
export * from './buildShoppingList';
export * from './status';
export * from './defaultRange';
export * from './csv';
export * from './listWindow';
