/**
 * The slug a kitchen's recipe gets when an admin makes it a shared one (admin/shareRecipe): its own slug
 * when no shared recipe has it, else the first free of "<slug>-2" … "<slug>-99"; null when all are taken.
 * Slugs stay within the schema's length (the suffix replaces the end of a long slug).
 */
import { MAX_NAME_LENGTH } from '../schemas/limits';

export const MAX_SHARED_SLUG_SUFFIX = 99;

export function freeSharedSlug(slug: string, taken: ReadonlySet<string>): string | null {
  if (!taken.has(slug)) return slug;
  for (let n = 2; n <= MAX_SHARED_SLUG_SUFFIX; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, MAX_NAME_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  return null;
}

export const NO_FREE_SHARED_SLUG_MESSAGE =
  'Für dieses Rezept ist keine freie Kennung unter den gemeinsamen Rezepten mehr übrig. Bitte benennen Sie ein gemeinsames Rezept mit gleicher Kennung um.';
