/** Planner data: the checked, indexed input of every recompute. */
export * from './plannerData';
export * from './emptyWeeks';
