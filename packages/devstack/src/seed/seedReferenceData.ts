/** Loads the reference data of @speiseplaner/content (workshops, …) into Firestore, with fixed ids. */
import type { Firestore } from 'firebase-admin/firestore';
import * as content from '@speiseplaner/content';

interface WithSlug {
  slug: string;
}

function list(name: string): WithSlug[] {
  const value = (content as Record<string, unknown>)[name];
  return Array.isArray(value) ? (value as WithSlug[]) : [];
}

async function writeAll(db: Firestore, collection: string, docs: WithSlug[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + 400)) batch.set(db.doc(`${collection}/${doc.slug}`), doc);
    await batch.commit();
  }
}

export async function seedReferenceData(db: Firestore): Promise<void> {
  await writeAll(db, 'workshops', list('WORKSHOPS'));
}
