/**
 * Planner data: the checked, indexed input of every recompute; new weeks; the Speiseplan's week analysis;
 * the Statistik page's figures; the season check of a dish and the week's seasonal count.
 */
export * from './plannerData';
export * from './emptyWeeks';
export * from './nextEmptyWeek';
export * from './weekAnalysis';
export * from './userStatistics';
export * from './season';
export * from './weekSeason';
export * from './weekRecipes';
export * from './recipeAuthor';
