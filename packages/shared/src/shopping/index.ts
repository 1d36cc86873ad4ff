/** Shopping lists: building from the plan, purchase units, grouping, status. */
export * from './purchaseUnits';
export * from './buildShoppingList';
export * from './status';
