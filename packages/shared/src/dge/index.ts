/** The DGE plan check: one threshold table, facts per recipe, the 5- and 20-day check. */
export * from './rules';
export * from './facts';
export * from './check';
