/**
 * Who an own recipe is by (docs/product.md, "Recipe author"): the server sets it from the kitchen's
 * profile on every save, whatever the payload says, so no kitchen can sign its recipe „Deutsche
 * Gesellschaft für Ernährung“. Shared recipes keep the author the Verwaltung gives them.
 */
import { MAX_NAME_LENGTH } from '../schemas/limits';
import { singleLineTextProblem } from '../schemas/plainText';

/** The kitchen's institution name, else its nickname; undefined when it has neither (or only unusable text). */
export function ownRecipeAuthor(kitchen: { name?: string; nickName?: string }): string | undefined {
  for (const candidate of [kitchen.name, kitchen.nickName]) {
    const text = candidate?.trim().slice(0, MAX_NAME_LENGTH).trim();
    if (text && !singleLineTextProblem(text)) return text;
  }
  return undefined;
}
