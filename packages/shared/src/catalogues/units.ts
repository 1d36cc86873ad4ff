/** Units of ingredient amounts, and the larger units a shopping list buys in. */
import { labelLookup } from './lookup';

export const UNIT_IDS = ['g', 'ml', 'mg', 'St.'] as const;
export type UnitId = (typeof UNIT_IDS)[number];

export const UNITS: readonly { id: UnitId; label: string }[] = [
  { id: 'g', label: 'Gramm' },
  { id: 'ml', label: 'Milliliter' },
  { id: 'mg', label: 'Milligramm' },
  { id: 'St.', label: 'Stück' },
];

/** Units a shopping list item may carry: the ingredient units plus kilogram and litre. */
export const PURCHASE_UNIT_IDS = ['mg', 'g', 'kg', 'ml', 'l', 'St.'] as const;
export type PurchaseUnitId = (typeof PURCHASE_UNIT_IDS)[number];

/** Reference base amount of prices and nutrients (docs/domain-rules.md, "Prices and reference amounts"). */
export const BASE_REFERENCE_AMOUNT = 100;

/** German label of a unit id ("Gramm" for g). */
export const unitLabel = labelLookup(UNITS);
