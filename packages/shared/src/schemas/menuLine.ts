/**
 * The kitchen's menu line (Menülinie): mixed diet, or ovo-lacto-vegetarian (no meat and no fish, eggs and
 * milk allowed). It decides which DGE criteria the plan check applies (docs/domain-rules.md, "DGE check")
 * and whether a dish with meat or fish is flagged on the Speiseplan. The ids are those of the masterplan's
 * variants, so a menu line can be handed to the DGE check as its variant.
 */
import { z } from './zod';

export const MENU_LINES = ['mixed', 'vegetarian'] as const;
export type MenuLine = (typeof MENU_LINES)[number];

export const MENU_LINE_LABELS: Readonly<Record<MenuLine, string>> = {
  mixed: 'Mischkost',
  vegetarian: 'ovo-lacto-vegetarisch',
};

export const MENU_LINE_INVALID = 'Bitte wählen Sie „Mischkost“ oder „ovo-lacto-vegetarisch“.';

/** One of the two menu lines; anything else is refused with a German message. */
export const MenuLineSchema = z.enum(MENU_LINES, { error: MENU_LINE_INVALID });
