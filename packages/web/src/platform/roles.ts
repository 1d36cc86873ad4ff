/**
 * What the signed-in person may do in the current kitchen, for the screens: one rule, shared `roleAllows`
 * with the role the server asks for (the `role` of the actions in shared ACTIONS; roles.test.ts checks
 * they agree). A screen hides what the role cannot do (docs/product.md, "Teams"); the server refuses it
 * anyway (permission-denied, with its German message). Never compare role strings in a screen.
 */
import { roleAllows, type KitchenRole, type User } from '@speiseplaner/shared';
import { useAppSelector } from './hooks';

/**
 * - `edit`: plan days, recipes (new, edit), shopping lists (new, tick off), own prices and allergen marks:
 *   Köchin/Koch and Küchenleitung.
 * - `manageKitchen`: the kitchen's settings (name, letterhead, control code, menu line, default heads):
 *   Küchenleitung only.
 */
export const ROLE_FOR = {
  edit: 'cook',
  manageKitchen: 'lead',
} as const satisfies Record<string, KitchenRole>;

type Permission = keyof typeof ROLE_FOR;

/** True when the signed-in person's role in the current kitchen allows `what` (false without a user). */
export const selectMay = (state: { auth?: { user?: User } }, what: Permission): boolean =>
  roleAllows(state.auth?.user?.role, ROLE_FOR[what]);

/** The hook of `selectMay`: `const mayEdit = useMay('edit')`. */
export const useMay = (what: Permission): boolean => useAppSelector((state) => selectMay(state, what));
