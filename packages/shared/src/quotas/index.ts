export * from './rateLimits';
export * from './workshopSeats';
export * from './kitchenCaps';
export * from './documentSize';
