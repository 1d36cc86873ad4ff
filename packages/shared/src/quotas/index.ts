export * from './rateLimits';
export * from './workshopSeats';
