/** Prices: current price, factors, user overrides, recording changes. */
export * from './currentPrice';
export * from './factors';
export * from './userPrices';
export * from './inheritedPrices';
export * from './priceChanges';
export * from './priceHistory';
export * from './catalogueEntry';
export * from './priceEntries';
