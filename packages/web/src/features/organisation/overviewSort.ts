/**
 * The overview table's order: by any column, up or down; kitchens without a figure (nothing planned or
 * bought) come last either way, and equal figures keep the kitchens in alphabetical order.
 */
import type { OverviewRow } from '@speiseplaner/shared';

export type OverviewColumn =
  'name' | 'costPerPortion' | 'bioPercent' | 'dge' | 'nextWeekPlanned' | 'lastActivity';

export interface OverviewOrder {
  column: OverviewColumn;
  direction: 'asc' | 'desc';
}

const byName = new Intl.Collator('de').compare;

/** The figure a column sorts by; null sorts last. */
function keyOf(row: OverviewRow, column: Exclude<OverviewColumn, 'name'>): number | null {
  switch (column) {
    case 'costPerPortion':
      return row.costPerPortion;
    case 'bioPercent':
      return row.bioPercent;
    case 'dge':
      return row.dgeTotal > 0 ? row.dgeMet / row.dgeTotal : null;
    case 'nextWeekPlanned':
      return row.nextWeekPlanned ? 1 : 0;
    case 'lastActivity':
      return row.lastActivity;
  }
}

export function sortOverviewRows(rows: readonly OverviewRow[], order: OverviewOrder): OverviewRow[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (order.column === 'name') return sign * byName(a.name, b.name);
    const ka = keyOf(a, order.column);
    const kb = keyOf(b, order.column);
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else if (ka !== kb) return sign * (ka - kb);
    return byName(a.name, b.name);
  });
}
