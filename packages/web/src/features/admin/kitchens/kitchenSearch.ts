/** Whether a kitchen matches the admin's search: its name or e-mail contains every typed word, any case. */
import type { KitchenRow } from '@speiseplaner/shared';

export function matchesKitchen(row: Pick<KitchenRow, 'name' | 'email'>, search: string): boolean {
  const haystack = `${row.name} ${row.email}`.toLocaleLowerCase('de-DE');
  return search
    .toLocaleLowerCase('de-DE')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
