/**
 * Bio share for the Bio-AHVV label: money value of organic purchases ÷ total purchases, whole percent,
 * per month and over a window of months (first certification 3 months, later checks 12 months). A window
 * sums values over all its months (it is not a mean of monthly percentages).
 */
import { z } from '../schemas/zod';
import { DomainError } from '../errors';
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import { DateStringSchema, MoneySchema } from '../schemas/common';
import { isAmount, refuseAmount } from '../schemas/guards';
import type { Ingredient } from '../schemas/ingredient';
import type { ShoppingList } from '../schemas/shoppingList';
import type { BioLevelId } from './levelIds';

export const PurchaseSchema = z.strictObject({
  date: DateStringSchema,
  /** Net euro. */
  value: MoneySchema,
  organic: z.boolean(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export type { BioLevelId };

/** Bio-AHVV levels by minimum share in percent, highest first. */
export const BIO_LEVELS: readonly { id: BioLevelId; label: string; minPercent: number }[] = [
  { id: 'gold', label: 'Gold', minPercent: 90 },
  { id: 'silver', label: 'Silber', minPercent: 50 },
  { id: 'bronze', label: 'Bronze', minPercent: 20 },
  { id: 'none', label: 'keine Auszeichnung', minPercent: 0 },
];

export interface BioShare {
  organicValue: number;
  totalValue: number;
  /** Whole percent, 0 when nothing was bought. */
  percent: number;
  level: BioLevelId;
  levelLabel: string;
}

/** The level a whole-percent share reaches: Bronze 20–49, Silber 50–89, Gold ≥ 90. */
export function bioLevel(percent: number): { id: BioLevelId; label: string } {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new DomainError('invalid-argument', `Ungültiger Bio-Anteil: ${percent} %.`);
  }
  const level = BIO_LEVELS.find((l) => percent >= l.minPercent)!;
  return { id: level.id, label: level.label };
}

/** Bio share of a set of purchases, rounded to whole percent, with its level; refuses a value below 0 or NaN. */
export function bioShare(purchases: readonly Purchase[]): BioShare {
  let organicValue = 0;
  let totalValue = 0;
  for (let i = 0; i < purchases.length; i++) {
    const p = purchases[i]!;
    if (!isAmount(p.value)) refuseAmount('Wert eines Einkaufs', p.value, `${i}.value`);
    totalValue += p.value;
    if (p.organic) organicValue += p.value;
  }
  const percent = totalValue > 0 ? Math.round((100 * organicValue) / totalValue) : 0;
  const level = bioLevel(percent);
  return { organicValue, totalValue, percent, level: level.id, levelLabel: level.label };
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The `months` months ending with `endMonth` (`yyyy-MM`), oldest first. */
export function monthsEndingWith(endMonth: string, months: number): string[] {
  if (!(typeof endMonth === 'string' && MONTH_PATTERN.test(endMonth)))
    throw new DomainError('invalid-argument', `Ungültiger Monat: ${endMonth} (erwartet JJJJ-MM).`);
  if (!Number.isInteger(months) || months < 1 || months > 120)
    throw new DomainError('invalid-argument', `Ungültige Anzahl Monate: ${months}.`);
  const [y, m] = endMonth.split('-').map(Number) as [number, number];
  const result: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    result.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return result;
}

/** Bio share of the purchases in one month (`yyyy-MM`). */
export function monthlyBioShare(purchases: readonly Purchase[], month: string): BioShare {
  return bioShareWindow(purchases, month, 1);
}

/** Bio share over `months` months ending with `endMonth` (12 for the yearly check, 3 for the first one). */
export function bioShareWindow(purchases: readonly Purchase[], endMonth: string, months = 12): BioShare {
  const window = new Set(monthsEndingWith(endMonth, months));
  return bioShare(purchases.filter((p) => window.has(p.date.slice(0, 7))));
}

/**
 * Whether an ingredient counts for the organic share: salt, water and other non-agricultural ingredients
 * (marked `notAgricultural`) can never be organic and are left out of both the organic and the total value
 * (docs/domain-rules.md, "Bio share").
 */
export function isAgricultural(ingredient: Pick<Ingredient, 'notAgricultural'>): boolean {
  return ingredient.notAgricultural !== true;
}

/**
 * Purchases of a shopping list (dated by its start date), organic as the ingredient says; unknown ones
 * count as not organic, non-agricultural ones (salt, water) are left out.
 */
export function purchasesFromShoppingList(
  plannerData: PlannerData,
  list: Pick<ShoppingList, 'startDate' | 'items'>,
): Purchase[] {
  const data = assertPlannerData(plannerData);
  return list.items
    .filter((item) => {
      const ingredient = data.ingredients.get(item.slug);
      return !ingredient || isAgricultural(ingredient);
    })
    .map((item) => ({
      date: list.startDate,
      value: item.cost,
      organic: data.ingredients.get(item.slug)?.isOrganic ?? false,
    }));
}
