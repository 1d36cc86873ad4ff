/**
 * Seeds the emulators with the demo logins, the reference data and the demo kitchens' planned weeks. Idempotent: fixed ids and
 * set-with-replace, so running it twice changes nothing.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../paths';
import { DEMO_LOGINS, type DemoLogin } from './demoUsers';
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

export async function seedDemo(): Promise<DemoLogin[]> {
  const db = getFirestore(adminApp());
  const uids: string[] = [];
  for (const login of DEMO_LOGINS) {
    const uid = await ensureAuthUser(login);
    uids.push(uid);
    await db.doc(`users/${uid}`).set({
      name: login.name,
      nickName: login.name,
      email: login.email,
      photoUrl: '',
      heads: { kiga: 40, kita: 12 },
      prices: {},
      features: login.features,
      admin: login.admin,
    });
  }
  const { templates, prices } = await seedReferenceData(db);
  for (const uid of uids) await seedDemoPlans(db, uid, templates, prices);
  return DEMO_LOGINS;
}
