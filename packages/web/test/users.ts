/** Users as the backend sends them, for the frame and account tests. */
import {
  profileUpdateOf,
  UserSchema,
  type ProfileChanges,
  type User,
  type UserInput,
} from '@speiseplaner/shared';
import { TransportError } from './fakeTransport';

/**
 * A user as user/validate answers it. Like the backend's first kitchen of a person, the kitchen has the
 * person's id, with them as Küchenleitung, unless the input names others.
 */
export const makeUser = (input: Partial<UserInput> = {}): User => {
  const id = input.id ?? 'uid-kueche';
  const kitchenId = input.kitchenId ?? id;
  const role = input.role ?? 'lead';
  return UserSchema.parse({
    id,
    kitchenId,
    role,
    kitchens: kitchenId ? [{ id: kitchenId, name: input.name ?? '', role }] : [],
    ...input,
  });
};

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

/** The signed-in Firebase account of `kitchenUser`, as FakeAuthApi takes it. */
export const kitchenSession = {
  uid: kitchenUser.id,
  email: kitchenUser.email,
  password: 'geheim123',
  displayName: null,
  isAnonymous: false,
};
