/**
 * Seeds the emulators with the demo logins, their kitchens (docs/data-model.md, "Kitchens and people"), the
 * demo Träger with three of the kitchens ("Organisations (Träger)"), its price list and shared recipe, the
 * reference data, the demo kitchens' planned weeks and shopping lists, and the Träger's month summaries. Idempotent: fixed ids and
 * set-with-replace, weeks and lists only where missing, so running it twice changes nothing.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  KitchenDocSchema,
  OrganisationDocSchema,
  PersonDocSchema,
  type KitchenDoc,
  type OrganisationDoc,
  type PersonDoc,
} from '@speiseplaner/shared';
import { kitchenPath, personPath } from '../kitchens';
import { PROJECT_ID } from '../paths';
import { DEMO_KITCHENS, DEMO_LOGINS, DEMO_ORGANISATION, type DemoLogin } from './demoUsers';
import {
  kitchenPlannerData,
  organisationPath,
  seedDemoMonths,
  seedDemoShoppingLists,
} from './seedDemoOrganisation';
import { demoOrganisationPrices, seedDemoOrganisationShared } from './seedDemoOrganisationShared';
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
/** When the demo Träger was created and its kitchens joined. */
const DEMO_ORGANISATION_SINCE = Date.UTC(2026, 1, 2);

/**
 * The demo kitchens and persons: each kitchen's id is the uid of its Küchenleitung (a person's first
 * kitchen has their uid); the other logins of a kitchen are its members. The demo Träger's document names
 * its Träger-Leitung and its kitchens; those kitchens carry it as `organisation`, the Träger-Leitung's person
 * its copy in `organisations` (as org/accept and org/create write them).
 */
export function demoDocs(uids: ReadonlyMap<string, string>): {
  kitchens: Map<string, KitchenDoc>;
  persons: Map<string, PersonDoc>;
  organisation: { id: string; doc: OrganisationDoc };
} {
  const uidOf = (login: DemoLogin) => uids.get(login.email)!;
  const kitchens = new Map<string, KitchenDoc>();
  const persons = new Map<string, PersonDoc>();
  const orgRef = { id: DEMO_ORGANISATION.id, name: DEMO_ORGANISATION.name };
  const orgKitchens: OrganisationDoc['kitchens'] = {};
  for (const kitchen of DEMO_KITCHENS) {
    const logins = DEMO_LOGINS.filter((l) => l.kitchen === kitchen.name);
    const lead = logins.find((l) => l.kitchenRole === 'lead');
    if (!lead) throw new Error(`Demo-Küche ${kitchen.name} hat keine Küchenleitung.`);
    const id = uidOf(lead);
    const inOrganisation = DEMO_ORGANISATION.kitchens.some((name) => name === kitchen.name);
    if (inOrganisation) orgKitchens[id] = { name: kitchen.name, since: DEMO_ORGANISATION_SINCE };
    kitchens.set(
      id,
      KitchenDocSchema.parse({
        name: kitchen.name,
        heads: kitchen.heads,
        menuLine: kitchen.menuLine,
        features: kitchen.features,
        ...(inOrganisation ? { organisation: orgRef, organisationPrices: demoOrganisationPrices() } : {}),
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
  const members: OrganisationDoc['members'] = {};
  for (const login of DEMO_LOGINS.filter((l) => l.organisation === DEMO_ORGANISATION.name)) {
    const uid = uidOf(login);
    members[uid] = { role: 'orgLead', name: login.name, email: login.email, since: DEMO_ORGANISATION_SINCE };
    // The Träger-Leitung keeps her own kitchen (the Fachberatung) beside the Träger she leads.
    persons.set(
      uid,
      PersonDocSchema.parse({
        ...persons.get(uid),
        nickName: login.name,
        email: login.email,
        admin: login.admin,
        organisations: { [DEMO_ORGANISATION.id]: { role: 'orgLead', name: DEMO_ORGANISATION.name } },
      }),
    );
  }
  const organisation = OrganisationDocSchema.parse({
    name: DEMO_ORGANISATION.name,
    version: 1,
    createdAt: DEMO_ORGANISATION_SINCE,
    members,
    kitchens: orgKitchens,
  });
  return { kitchens, persons, organisation: { id: DEMO_ORGANISATION.id, doc: organisation } };
}

/**
 * The seed's Firestore part for logins whose uids are known: the documents of demoDocs, the reference data,
 * each demo kitchen's planned weeks (and shopping lists), then the demo Träger's month summaries built from
 * the stored weeks and lists.
 */
export async function seedDemoData(
  db: Firestore,
  uids: ReadonlyMap<string, string>,
  now = new Date(),
): Promise<void> {
  const { kitchens, persons, organisation } = demoDocs(uids);
  const batch = db.batch();
  for (const [id, kitchen] of kitchens) batch.set(db.doc(kitchenPath(id)), kitchen);
  for (const [uid, person] of persons) batch.set(db.doc(personPath(uid)), person);
  batch.set(db.doc(organisationPath(organisation.id)), organisation.doc);
  await batch.commit();
  const { templates, prices } = await seedReferenceData(db);
  for (const demo of DEMO_KITCHENS) {
    const lead = DEMO_LOGINS.find((l) => l.kitchen === demo.name && l.kitchenRole === 'lead')!;
    const id = uids.get(lead.email)!;
    const author = { uid: id, name: lead.name };
    // Weeks are costed as plan/saveWeek costs them: with the kitchen's own prices over its Träger's.
    await seedDemoPlans(
      db,
      id,
      templates,
      kitchenPlannerData(prices, kitchens.get(id)!),
      demo.plan,
      author,
      now,
    );
    if (demo.shoppingLists) {
      await seedDemoShoppingLists(db, id, kitchens.get(id)!, demo.plan, prices, author, now);
    }
  }
  const lead = DEMO_LOGINS.find((l) => l.email === DEMO_ORGANISATION.lead)!;
  const leadUid = uids.get(lead.email)!;
  const fachberatung = { id: leadUid, name: kitchens.get(leadUid)!.name };
  await seedDemoOrganisationShared(db, fachberatung, leadUid, DEMO_ORGANISATION_SINCE);
  await seedDemoMonths(db, organisation.id, organisation.doc, kitchens, prices);
}

export async function seedDemo(): Promise<DemoLogin[]> {
  const db = getFirestore(adminApp());
  const uids = new Map<string, string>();
  for (const login of DEMO_LOGINS) uids.set(login.email, await ensureAuthUser(login));
  await seedDemoData(db, uids);
  return DEMO_LOGINS;
}
