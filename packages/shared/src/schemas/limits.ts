/**
 * Bounds of the entity schemas as plain numbers, apart from zod: code that checks a bound by hand on a page
 * that should not load the schema library (the article parser) reads the same figures as the schemas.
 */

/** Longest name of anything a user names (recipe, ingredient, institution, workshop title). */
export const MAX_NAME_LENGTH = 120;
/** Longest free text (method, teaser, annotation). */
export const MAX_TEXT_LENGTH = 5000;
/** Largest headcount of one age group on one day. */
export const MAX_HEADCOUNT = 9999;
/** Largest amount, price or money value we accept (guards against typos like 1e12). */
export const MAX_AMOUNT = 1_000_000;

/** Article front matter: longest teaser, longest image file name, largest weight either way. */
export const MAX_ARTICLE_TEASER_LENGTH = 1000;
export const MAX_ARTICLE_IMAGE_LENGTH = 200;
export const MAX_ARTICLE_WEIGHT = 10_000;
