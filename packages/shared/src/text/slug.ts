/**
 * Slugs of new workshops, ingredients and recipes from German titles: Umlaute as ae/oe/ue and ß as ss, like
 * the article slugs. Stored entities keep the slug they were made with (older ones fold ü → u), see
 * docs/domain-core.md "Slugs".
 */
import { DomainError } from '../errors';

/** Lower-case `a-z0-9-` slug of a title: "Einführung für Köche" → "einfuehrung-fuer-koeche". */
export function slugify(title: string): string {
  if (typeof title !== 'string')
    throw new DomainError('invalid-argument', 'Für einen Slug braucht es einen Titel.');
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
