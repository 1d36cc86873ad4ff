/** Users as the backend sends them, for the frame and account tests. */
import { UserSchema, type User, type UserInput } from '@speiseplaner/shared';

export const makeUser = (input: Partial<UserInput> = {}): User =>
  UserSchema.parse({ id: 'uid-kueche', ...input });

/** A kitchen as user/validate creates it: plan, recipes, shopping, ingredients, videos. */
export const kitchenUser = makeUser({
  name: 'Kita Sonnenschein',
  email: 'kueche@sonnenschein.example',
  features: { plan: true, recipes: true, shopping: true, ingredients: true, videos: true },
});

/** An admin with every feature switched on. */
export const adminUser = makeUser({
  id: 'uid-admin',
  name: 'Zentrale Verwaltung',
  email: 'admin@speiseplaner.example',
  admin: true,
  features: {
    masterplan: true,
    plan: true,
    recipes: true,
    shopping: true,
    ingredients: true,
    usage: true,
    videos: true,
  },
});
