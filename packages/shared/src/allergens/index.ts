/** What every view lists as allergens and additives, and a kitchen's own allergen marks of its products. */
export * from './allergenMarks';
export * from './ownAllergens';
