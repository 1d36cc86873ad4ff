/**
 * The demo logins of `pnpm dev` (emulator only; printed at start). The demo kitchen „Kita Regenbogen“ has a
 * team: its Küchenleitung, a second cook and a reader (Kita-Leitung); the admin leads a kitchen of their own.
 * „Kita Regenbogen“ and two more kitchens, each with its Küchenleitung, belong to the demo Träger
 * „Kita-Verbund Sonnenschein“, whose Träger-Leitung has a login of its own and leads the Träger's
 * Fachberatung, a kitchen outside the Träger where she writes the recipes she shares with the Kitas
 * (docs/data-model.md, "Organisations (Träger)").
 */
import type { Features, Headcounts, KitchenRole, MenuLine } from '@speiseplaner/shared';

export interface DemoLogin {
  /** The label printed and shown in the README ('Küche' is the demo kitchen's Küchenleitung). */
  role: string;
  email: string;
  password: string;
  /** The person's name. */
  name: string;
  admin: boolean;
  /** The kitchen the login belongs to (its name) and the role there; null: none. */
  kitchen: string | null;
  kitchenRole: KitchenRole | null;
  /** The Träger the login leads as Träger-Leitung (its name). */
  organisation?: string;
}

/** How a demo kitchen's weeks are planned (seedDemoPlans.ts). */
export interface DemoPlan {
  /** Weeks relative to this one that the kitchen has planned. */
  weeks: readonly number[];
  /** The season's masterplan template of this menu line the weeks come from. */
  variant: MenuLine;
  /** Start in the template's week of this index (kitchens do not all cook the same week). */
  templateShift?: number;
  /** Tuesday's main dish is a fish dish (of conventional fish: the list's organic share drops). */
  fishTuesday?: boolean;
}

/** A demo kitchen: its name and flags; its Küchenleitung is the login with role 'lead'. */
export interface DemoKitchen {
  name: string;
  features: Features;
  heads: Headcounts;
  menuLine: MenuLine;
  plan: DemoPlan;
  /** Whether the kitchen's past planned weeks have their shopping lists (shopped). */
  shoppingLists: boolean;
}

const ALL_FEATURES: Features = {
  masterplan: true,
  plan: true,
  recipes: true,
  shopping: true,
  ingredients: true,
  usage: true,
  videos: true,
};

/** The four past weeks, this week and the next one. */
const SIX_WEEKS = [-4, -3, -2, -1, 0, 1];
const KITCHEN_FEATURES: Features = { plan: true, recipes: true, shopping: true };
/** The Träger-Leitung's own kitchen (not a member of the Träger). */
const FACHBERATUNG = 'Fachberatung Kita-Verbund Sonnenschein';

export const DEMO_KITCHENS: DemoKitchen[] = [
  {
    name: 'Bio-Küche Sonnenblume (Admin)',
    features: ALL_FEATURES,
    heads: { kiga: 40, kita: 12 },
    menuLine: 'mixed',
    plan: { weeks: SIX_WEEKS, variant: 'mixed' },
    shoppingLists: false,
  },
  {
    name: 'Kita Regenbogen',
    features: KITCHEN_FEATURES,
    heads: { kiga: 40, kita: 12 },
    menuLine: 'mixed',
    plan: { weeks: SIX_WEEKS, variant: 'mixed' },
    shoppingLists: true,
  },
  {
    name: 'Kita Löwenzahn',
    features: KITCHEN_FEATURES,
    heads: { kiga: 55, kita: 10 },
    menuLine: 'vegetarian',
    plan: { weeks: SIX_WEEKS, variant: 'vegetarian', templateShift: 2 },
    shoppingLists: true,
  },
  {
    // The Träger's Fachberatung: writes the recipes the Träger shares; plans no weeks of its own.
    name: FACHBERATUNG,
    features: KITCHEN_FEATURES,
    heads: { kiga: 20 },
    menuLine: 'mixed',
    plan: { weeks: [], variant: 'mixed' },
    shoppingLists: false,
  },
  {
    // Plans later than the others: this week and next week are still open.
    name: 'Kita Pusteblume',
    features: KITCHEN_FEATURES,
    heads: { kiga: 30, kita: 18 },
    menuLine: 'mixed',
    plan: { weeks: [-4, -3, -2, -1], variant: 'mixed', templateShift: 1, fishTuesday: true },
    shoppingLists: true,
  },
];

/**
 * The demo Träger: its fixed id (the seed is idempotent), name, Leitung, kitchens, the contract prices it
 * hands its kitchens (€ per kg or l of the catalogue's ingredients; seedDemoOrganisationShared.ts) and the
 * recipe its Fachberatung shares with them (made from the shared recipe `from`).
 */
export const DEMO_ORGANISATION = {
  id: 'demo-kita-verbund-sonnenschein',
  name: 'Kita-Verbund Sonnenschein',
  lead: 'traeger@speiseplaner.test',
  kitchens: ['Kita Regenbogen', 'Kita Löwenzahn', 'Kita Pusteblume'],
  prices: {
    karotten: { price: 1.6, amount: 1000 },
    'kartoffeln-festkochend': { price: 0.95, amount: 1000 },
    'kartoffeln-mehlig': { price: 0.95, amount: 1000 },
    vollmilch: { price: 1.15, amount: 1000 },
    haferflocken: { price: 1.55, amount: 1000 },
  },
  recipe: {
    from: 'kichererbsen-curry-naturreis',
    slug: 'sonnenschein-kichererbsen-curry',
    name: 'Kichererbsen-Curry nach Sonnenschein-Art',
  },
} as const;

export const DEMO_LOGINS: DemoLogin[] = [
  {
    role: 'Admin',
    email: 'admin@speiseplaner.test',
    password: 'bio-admin-2026',
    name: 'Jonas Weber',
    admin: true,
    kitchen: 'Bio-Küche Sonnenblume (Admin)',
    kitchenRole: 'lead',
  },
  {
    role: 'Küche',
    email: 'kueche@speiseplaner.test',
    password: 'bio-kueche-2026',
    name: 'Anna Schulz',
    admin: false,
    kitchen: 'Kita Regenbogen',
    kitchenRole: 'lead',
  },
  {
    role: 'Köchin',
    email: 'koechin@speiseplaner.test',
    password: 'bio-koechin-2026',
    name: 'Fatma Yilmaz',
    admin: false,
    kitchen: 'Kita Regenbogen',
    kitchenRole: 'cook',
  },
  {
    role: 'Kita-Leitung',
    email: 'leitung@speiseplaner.test',
    password: 'bio-leitung-2026',
    name: 'Petra Hoffmann',
    admin: false,
    kitchen: 'Kita Regenbogen',
    kitchenRole: 'reader',
  },
  {
    role: 'Küche Löwenzahn',
    email: 'loewenzahn@speiseplaner.test',
    password: 'bio-loewenzahn-2026',
    name: 'Mehmet Demir',
    admin: false,
    kitchen: 'Kita Löwenzahn',
    kitchenRole: 'lead',
  },
  {
    role: 'Küche Pusteblume',
    email: 'pusteblume@speiseplaner.test',
    password: 'bio-pusteblume-2026',
    name: 'Julia Becker',
    admin: false,
    kitchen: 'Kita Pusteblume',
    kitchenRole: 'lead',
  },
  {
    role: 'Träger',
    email: DEMO_ORGANISATION.lead,
    password: 'bio-traeger-2026',
    name: 'Sabine Krüger',
    admin: false,
    kitchen: FACHBERATUNG,
    kitchenRole: 'lead',
    organisation: DEMO_ORGANISATION.name,
  },
];

/** Where a login works, as `pnpm dev` prints it: its kitchen, or the Träger it leads. */
export function demoLoginPlace(login: DemoLogin): string {
  if (login.organisation) return `Träger-Leitung von „${login.organisation}“`;
  const organisation = DEMO_ORGANISATION.kitchens.some((k) => k === login.kitchen)
    ? `, Träger „${DEMO_ORGANISATION.name}“`
    : '';
  return `${login.kitchen ?? ''}${organisation}`;
}
