/** The demo logins of `pnpm dev` (emulator only; printed at start). */
export interface DemoLogin {
  role: string;
  email: string;
  password: string;
  name: string;
  admin: boolean;
  features: Record<string, boolean>;
}

const ALL_FEATURES = {
  masterplan: true,
  plan: true,
  recipes: true,
  shopping: true,
  ingredients: true,
  usage: true,
  videos: true,
};

export const DEMO_LOGINS: DemoLogin[] = [
  {
    role: 'Admin',
    email: 'admin@speiseplaner.test',
    password: 'bio-admin-2026',
    name: 'Bio-Küche Sonnenblume (Admin)',
    admin: true,
    features: ALL_FEATURES,
  },
  {
    role: 'Küche',
    email: 'kueche@speiseplaner.test',
    password: 'bio-kueche-2026',
    name: 'Kita Regenbogen',
    admin: false,
    features: { plan: true, recipes: true, shopping: true },
  },
];
