/**
 * Planner data: the checked, indexed input of every recompute; new weeks; the Speiseplan's week analysis;
 * the Statistik page's figures; the season check of a dish.
 */
export * from './plannerData';
export * from './emptyWeeks';
export * from './weekAnalysis';
export * from './userStatistics';
export * from './season';
