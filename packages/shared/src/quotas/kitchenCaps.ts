/**
 * How much one kitchen may store (docs/data-model.md, "Per-kitchen caps"). The figures are far above what
 * a kitchen plans in years (a year is 52 weeks, a kitchen's card rarely 300 recipes), so only scripts meet
 * them; guests (anonymous accounts, cleaned after inactivity) get smaller ones. Weeks are bounded by the
 * planning window too (calendar/planningWindow.ts).
 */

export type CappedKind = 'recipes' | 'shoppingLists' | 'weeks';

export const KITCHEN_CAPS: Readonly<Record<CappedKind, number>> = {
  recipes: 1_000,
  shoppingLists: 1_000,
  weeks: 1_500,
};

export const GUEST_CAPS: Readonly<Record<CappedKind, number>> = {
  recipes: 50,
  shoppingLists: 30,
  weeks: 60,
};

const WHAT: Readonly<Record<CappedKind, string>> = {
  recipes: 'eigenen Rezepten',
  shoppingLists: 'Einkaufslisten',
  weeks: 'geplanten Wochen',
};

/** The cap of `kind` for a kitchen or a guest. */
export function kitchenCapOf(kind: CappedKind, guest: boolean): number {
  return (guest ? GUEST_CAPS : KITCHEN_CAPS)[kind];
}

/** Whether one more item of `kind` fits beside `stored` ones. */
export function underKitchenCap(kind: CappedKind, stored: number, guest: boolean): boolean {
  return stored < kitchenCapOf(kind, guest);
}

const number = (n: number) => n.toLocaleString('de-DE');

/** The German refusal when the cap is reached. */
export function kitchenCapMessage(kind: CappedKind, guest: boolean): string {
  const cap = number(kitchenCapOf(kind, guest));
  return guest
    ? `Als Gast können Sie höchstens ${cap} ${WHAT[kind]} speichern. Bitte legen Sie ein Konto an, um weiterzuplanen.`
    : `Ihre Küche hat die Höchstzahl von ${cap} ${WHAT[kind]} erreicht. Bitte wenden Sie sich an uns, wenn Sie mehr brauchen.`;
}

/** The refusal when a recipe list no longer fits in one document (very long recipes, many of them). */
export const RECIPE_LIST_FULL_MESSAGE =
  'Die Rezeptliste ist zu groß geworden, um noch ein Rezept aufzunehmen. Bitte kürzen Sie lange Rezepte (Zutaten, Schlagwörter) oder wenden Sie sich an uns.';
