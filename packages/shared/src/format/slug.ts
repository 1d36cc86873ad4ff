/**
 * Slugs from German titles, with Umlaute folded the way the existing article slugs show (ü → u:
 * uber-den-planer).
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
