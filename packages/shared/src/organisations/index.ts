/** The Träger over many kitchens: the monthly summaries, the overview and its CSV. */
export * from './summaries';
export * from './overview';
export * from './overviewCsv';
export * from './organisationRecipes';
