/** A kitchen's own allergen marks of its products. */
export * from './ownAllergens';
