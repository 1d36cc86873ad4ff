/**
 * Whether a kitchen matches the admin's search: its name or a member's name or e-mail contains every typed
 * word, any case.
 */
import type { KitchenRow } from '@speiseplaner/shared';

export function matchesKitchen(row: Pick<KitchenRow, 'name' | 'members'>, search: string): boolean {
  const haystack = [row.name, ...row.members.flatMap((m) => [m.name, m.email])]
    .join(' ')
    .toLocaleLowerCase('de-DE');
  return search
    .toLocaleLowerCase('de-DE')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
