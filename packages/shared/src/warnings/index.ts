/** Warning flags of ingredients (recipe warnings live in costs/nutrients.ts, the plan check in dge/). */
export * from './flags';
