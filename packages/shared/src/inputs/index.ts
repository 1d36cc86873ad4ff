/** What people type, read and checked: headcounts, prices, dates, portion factors (German messages). */
export * from './inputs';
export * from './portionFactorInput';
