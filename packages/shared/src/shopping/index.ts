/** Shopping lists: building from the plan, purchase units, grouping, status, default range, CSV, marks. */
export * from './pieceRounding';
export * from './purchaseUnits';
export * from './buildShoppingList';
export * from './status';
export * from './defaultRange';
export * from './csv';
export * from './listWindow';
export * from './itemMarks';
