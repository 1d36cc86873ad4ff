export * from './rateLimits';
export * from './kitchenCaps';
export * from './documentSize';
