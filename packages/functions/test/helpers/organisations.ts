/**
 * Test Träger (docs/data-model.md, "Organisations (Träger)"): an org document with its Träger-Leitung and
 * kitchens written straight into Firestore, with the copies org/create and org/accept write (the person's
 * `organisations`, each kitchen's `organisation`).
 */
import { randomUUID } from 'node:crypto';
import type { Kitchen } from './call';
import { createKitchen, testDb, type KitchenCaller } from './kitchens';

export interface OrganisationOptions {
  name?: string;
  /** The Träger-Leitung; a new person with a kitchen of their own when left out. */
  lead?: Kitchen;
  /** Kitchens that belong to the Träger. */
  kitchens?: readonly KitchenCaller[];
}

export interface TestOrganisation {
  organisationId: string;
  name: string;
  lead: Kitchen;
}

/** A Träger led by `options.lead` with `options.kitchens`; answers its id, name and Leitung. */
export async function createOrganisation(options: OrganisationOptions = {}): Promise<TestOrganisation> {
  const db = testDb();
  const organisationId = `o-${randomUUID().slice(0, 12)}`;
  const name = options.name ?? 'Kita-Eigenbetrieb Test';
  const lead = options.lead ?? (await createKitchen({ name: 'Träger-Leitung Test' }));
  const email = String(lead.token.email ?? '');
  const now = Date.now();
  const kitchens = options.kitchens ?? [];
  const kitchenNames = await Promise.all(
    kitchens.map(async (k) => String((await db.doc(`kitchens/${k.kitchenId}`).get()).data()?.name ?? '')),
  );
  const batch = db.batch();
  batch.set(db.doc(`organisations/${organisationId}`), {
    name,
    version: 1,
    createdAt: now,
    members: { [lead.uid]: { role: 'orgLead', name: String(lead.token.name ?? email), email, since: now } },
    kitchens: Object.fromEntries(
      kitchens.map((k, i) => [k.kitchenId, { name: kitchenNames[i], since: now }]),
    ),
  });
  batch.update(db.doc(`users/${lead.uid}`), {
    [`organisations.${organisationId}`]: { role: 'orgLead', name },
  });
  for (const k of kitchens)
    batch.update(db.doc(`kitchens/${k.kitchenId}`), { organisation: { id: organisationId, name } });
  await batch.commit();
  return { organisationId, name, lead };
}
