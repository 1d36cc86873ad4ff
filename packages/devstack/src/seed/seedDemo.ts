/**
 * Seeds the emulators with the demo logins, their kitchens (docs/data-model.md, "Kitchens and people"), the
 * reference data and the demo kitchens' planned weeks. Idempotent: fixed ids and set-with-replace, so
 * running it twice changes nothing.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { KitchenDocSchema, PersonDocSchema, type KitchenDoc, type PersonDoc } from '@speiseplaner/shared';
import { kitchenPath, personPath } from '../kitchens';
import { PROJECT_ID } from '../paths';
import { DEMO_KITCHENS, DEMO_LOGINS, type DemoLogin } from './demoUsers';
import { seedDemoPlans } from './seedDemoPlans';
import { seedReferenceData } from './seedReferenceData';

/** The admin app the seed writes with; `pnpm dev` reads the mail outbox through it too. */
export function adminApp(): App {
  return getApps().find((a) => a.name === 'seed') ?? initializeApp({ projectId: PROJECT_ID }, 'seed');
}

async function ensureAuthUser(login: DemoLogin): Promise<string> {
  const auth = getAuth(adminApp());
  try {
    const existing = await auth.getUserByEmail(login.email);
    await auth.updateUser(existing.uid, { password: login.password, displayName: login.name });
    return existing.uid;
  } catch {
    const created = await auth.createUser({
      email: login.email,
      password: login.password,
      displayName: login.name,
      emailVerified: true,
    });
    return created.uid;
  }
}

/** Membership dates of the demo teams (fixed, so a second seed writes the same). */
const DEMO_SINCE = Date.UTC(2026, 0, 5);

/**
 * The demo kitchens and persons: each kitchen's id is the uid of its Küchenleitung (a person's first
 * kitchen has their uid); the other logins of a kitchen are its members.
 */
export function demoDocs(uids: ReadonlyMap<string, string>): {
  kitchens: Map<string, KitchenDoc>;
  persons: Map<string, PersonDoc>;
} {
  const uidOf = (login: DemoLogin) => uids.get(login.email)!;
  const kitchens = new Map<string, KitchenDoc>();
  const persons = new Map<string, PersonDoc>();
  for (const kitchen of DEMO_KITCHENS) {
    const logins = DEMO_LOGINS.filter((l) => l.kitchen === kitchen.name);
    const lead = logins.find((l) => l.kitchenRole === 'lead');
    if (!lead) throw new Error(`Demo-Küche ${kitchen.name} hat keine Küchenleitung.`);
    const id = uidOf(lead);
    kitchens.set(
      id,
      KitchenDocSchema.parse({
        name: kitchen.name,
        heads: { kiga: 40, kita: 12 },
        features: kitchen.features,
        members: Object.fromEntries(
          logins.map((l) => [
            uidOf(l),
            { role: l.kitchenRole, name: l.name, email: l.email, since: DEMO_SINCE },
          ]),
        ),
      }),
    );
    for (const login of logins) {
      persons.set(
        uidOf(login),
        PersonDocSchema.parse({
          nickName: login.name,
          email: login.email,
          admin: login.admin,
          kitchens: { [id]: login.kitchenRole },
          lastKitchen: id,
        }),
      );
    }
  }
  return { kitchens, persons };
}

export async function seedDemo(): Promise<DemoLogin[]> {
  const db = getFirestore(adminApp());
  const uids = new Map<string, string>();
  for (const login of DEMO_LOGINS) uids.set(login.email, await ensureAuthUser(login));
  const { kitchens, persons } = demoDocs(uids);
  const batch = db.batch();
  for (const [id, kitchen] of kitchens) batch.set(db.doc(kitchenPath(id)), kitchen);
  for (const [uid, person] of persons) batch.set(db.doc(personPath(uid)), person);
  await batch.commit();
  const { templates, prices } = await seedReferenceData(db);
  for (const id of kitchens.keys()) await seedDemoPlans(db, id, templates, prices);
  return DEMO_LOGINS;
}
