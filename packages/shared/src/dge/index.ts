/** The DGE plan check: one threshold table, facts per recipe, the 5- and 20-day check, the 4-week lookback. */
export * from './rules';
export * from './facts';
export * from './check';
export * from './lookback';
export * from './salt';
export * from './glance';
export * from './glanceTexts';
