/** The Träger over many kitchens: the monthly summaries, the overview and its CSV, its recipes, its price list. */
export * from './summaries';
export * from './overview';
export * from './overviewCsv';
export * from './organisationRecipes';
export * from './priceListCsv';
