/** Users as the backend sends them, for the frame and account tests. */
import {
  profileUpdateOf,
  UserSchema,
  type ProfileChanges,
  type User,
  type UserInput,
} from '@speiseplaner/shared';
import { TransportError } from './fakeTransport';

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

/**
 * The backend's `user/updateProfile` for app tests, with the shared rule the controller applies
 * (`profileUpdateOf`): the changed fields and version + 1, a stale version refused with the controller's
 * German message. `current()` is the stored user.
 */
export function profileUpdater(start: User) {
  let user = start;
  return {
    current: () => user,
    set: (next: User) => {
      user = next;
    },
    'user/updateProfile': ({ version, changes }: { version: number; changes: ProfileChanges }) => {
      const update = profileUpdateOf(user, version, changes);
      if (update.kind === 'stale')
        throw new TransportError(
          'failed-precondition',
          'Ihr Profil wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
        );
      user = update.user;
      return { user };
    },
  };
}
