/**
 * The demo logins of `pnpm dev` (emulator only; printed at start). The demo kitchen „Kita Regenbogen“ has a
 * team: its Küchenleitung, a second cook and a reader (Kita-Leitung); the admin leads a kitchen of their own.
 */
import type { Features, KitchenRole } from '@speiseplaner/shared';

export interface DemoLogin {
  /** The label printed and shown in the README ('Küche' is the demo kitchen's Küchenleitung). */
  role: string;
  email: string;
  password: string;
  /** The person's name. */
  name: string;
  admin: boolean;
  /** The kitchen the login belongs to (its name) and the role there. */
  kitchen: string;
  kitchenRole: KitchenRole;
}

/** A demo kitchen: its name and flags; its Küchenleitung is the login with role 'lead'. */
export interface DemoKitchen {
  name: string;
  features: Features;
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

export const DEMO_KITCHENS: DemoKitchen[] = [
  { name: 'Bio-Küche Sonnenblume (Admin)', features: ALL_FEATURES },
  { name: 'Kita Regenbogen', features: { plan: true, recipes: true, shopping: true } },
];

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
];
