/**
 * Kitchens and people in the stored shapes (docs/data-model.md, "Kitchens and people"), for the tools that
 * write them directly: the seed of `pnpm dev`, the browser tests' helpers and the benches. A person's first
 * kitchen has the person's uid as its id (`kitchens/{uid}`), with the person as Küchenleitung.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  KitchenDocSchema,
  PersonDocSchema,
  type Features,
  type Headcounts,
  type KitchenDoc,
  type KitchenRole,
  type PersonDoc,
} from '@speiseplaner/shared';

export const kitchenPath = (kitchenId: string) => `kitchens/${kitchenId}`;
export const personPath = (uid: string) => `users/${uid}`;

/** A person and the kitchen they lead, as one tool creates them. */
export interface LeadKitchen {
  uid: string;
  email: string;
  /** The institution (the kitchen's name). */
  name: string;
  /** The person's name; the institution's name when missing (as the demo logins had it). */
  nickName?: string;
  features?: Features;
  admin?: boolean;
  heads?: Headcounts;
}

/** The two documents of a person leading their first kitchen `kitchens/{uid}`. */
export function leadKitchenDocs(
  lead: LeadKitchen,
  since = Date.now(),
): { person: PersonDoc; kitchen: KitchenDoc } {
  const nickName = lead.nickName ?? lead.name;
  const kitchen = KitchenDocSchema.parse({
    name: lead.name,
    features: lead.features ?? {},
    ...(lead.heads ? { heads: lead.heads } : {}),
    members: { [lead.uid]: { role: 'lead', name: nickName, email: lead.email, since } },
  });
  const person = PersonDocSchema.parse({
    nickName,
    email: lead.email,
    admin: lead.admin ?? false,
    kitchens: { [lead.uid]: 'lead' },
    lastKitchen: lead.uid,
  });
  return { person, kitchen };
}

/** Writes (replaces) the person and their kitchen; answers the kitchen id (= uid). */
export async function writeLeadKitchen(db: Firestore, lead: LeadKitchen, since?: number): Promise<string> {
  const { person, kitchen } = leadKitchenDocs(lead, since);
  const batch = db.batch();
  batch.set(db.doc(kitchenPath(lead.uid)), kitchen);
  batch.set(db.doc(personPath(lead.uid)), person);
  await batch.commit();
  return lead.uid;
}

/** A person joining an existing kitchen. */
export interface NewMember {
  uid: string;
  email: string;
  nickName: string;
  role: KitchenRole;
}

/**
 * Makes `member` a member of `kitchenId` in `role`: the kitchen's `members` entry and the person's copy in
 * one transaction, as the backend writes them (a person document that exists keeps its other kitchens and
 * fields). Answers the kitchen id.
 */
export async function addKitchenMember(
  db: Firestore,
  kitchenId: string,
  member: NewMember,
  since = Date.now(),
): Promise<string> {
  const kitchenRef = db.doc(kitchenPath(kitchenId));
  const personRef = db.doc(personPath(member.uid));
  await db.runTransaction(async (tx) => {
    const [kitchenSnap, personSnap] = await tx.getAll(kitchenRef, personRef);
    if (!kitchenSnap?.exists || !personSnap) throw new Error(`Die Küche ${kitchenId} gibt es nicht.`);
    const stored = PersonDocSchema.parse(
      personSnap.exists ? personSnap.data() : { nickName: member.nickName, email: member.email },
    );
    const person: PersonDoc = {
      ...stored,
      kitchens: { ...stored.kitchens, [kitchenId]: member.role },
      lastKitchen: kitchenId,
    };
    tx.update(kitchenRef, {
      [`members.${member.uid}`]: { role: member.role, name: member.nickName, email: member.email, since },
    });
    tx.set(personRef, person);
  });
  return kitchenId;
}
