/**
 * Slugs of workshops, ingredients and recipes from German titles, with Umlaute folded to their base letter
 * (ü → u), as the stored slugs of those entities were made (article slugs are written by hand, ae/oe/ue).
 */
import { DomainError } from '../errors';

/** Lower-case `a-z0-9-` slug of a title: "Einführung für Köche" → "einfuhrung-fur-koche". */
export function slugify(title: string): string {
  if (typeof title !== 'string')
    throw new DomainError('invalid-argument', 'Für einen Slug braucht es einen Titel.');
  return title
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
