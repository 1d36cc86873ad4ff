/**
 * A shopping list as CSV for a spreadsheet: ';' between cells, German decimal comma, CRLF lines, items
 * grouped by food group as on screen, a total line last. The caller puts the UTF-8 BOM in front when it
 * writes the file (Excel needs it to read Umlaute).
 */
import { csvText, csvTextCell as textCell } from '../text/csv';
import { formatNumber } from '../text/numbers';
import { assertDateString } from '../calendar/dates';
import type { ShoppingList } from '../schemas/shoppingList';
import { groupShoppingItems } from './buildShoppingList';
import { displayAmount } from './pieceRounding';

export const SHOPPING_CSV_HEADERS = [
  'Lebensmittelgruppe',
  'Zutat',
  'Menge',
  'Einheit',
  'Kosten (€)',
  'Abgehakt',
];

/** Amounts and euro as spreadsheets read German numbers: decimal comma, no thousands separator. */
const amountCell = (amount: number) => formatNumber(amount, { decimals: 2, grouping: false });
const euroCell = (euro: number) => formatNumber(euro, { decimals: 2, fixed: true, grouping: false });

/** The CSV text of a shopping list (without BOM). */
export function shoppingListCsv(list: Pick<ShoppingList, 'items'>): string {
  const rows: string[][] = [SHOPPING_CSV_HEADERS.map(textCell)];
  let total = 0;
  for (const group of groupShoppingItems(list.items)) {
    for (const item of group.items) {
      total += item.cost;
      rows.push([
        textCell(group.label),
        textCell(item.name),
        amountCell(displayAmount(item.amount, item.unit)),
        textCell(item.unit),
        euroCell(item.cost),
        textCell(item.checked ? 'ja' : ''),
      ]);
    }
  }
  rows.push([textCell('Summe'), '', '', '', euroCell(total), '']);
  return csvText(rows);
}

/** File name of a list's CSV: einkaufsliste-2026-03-02-bis-2026-03-06.csv (the dates are checked). */
export function shoppingListFileName(list: Pick<ShoppingList, 'startDate' | 'endDate'>): string {
  const start = assertDateString(list.startDate, 'Startdatum');
  const end = assertDateString(list.endDate, 'Enddatum');
  return `einkaufsliste-${start}-bis-${end}.csv`;
}
