/**
 * `pnpm admin migrate-masterplan-average`: masterplan weeks stored before `average` was their one cost
 * field carry (also) `averageCosts`, the value the trend was computed from. Each such document is
 * rewritten in the shape MasterplanWeekSchema reads it in: `average` takes the value of `averageCosts`,
 * which goes. The version stays, because what the app shows does not change (reads map the old field
 * already), so an admin's open week saves without a conflict. Running it again changes nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { MasterplanWeekSchema } from '@speiseplaner/shared';

export interface MasterplanAverageMigration {
  /** Masterplan weeks looked at. */
  checked: number;
  /** Weeks rewritten, by id. */
  rewritten: string[];
  /** Weeks left alone because they do not read as a masterplan week, with the reason. */
  failed: { id: string; message: string }[];
}

const hasLegacyField = (data: Record<string, unknown> | undefined) => !!data && 'averageCosts' in data;

export async function migrateMasterplanAverage(db: Firestore): Promise<MasterplanAverageMigration> {
  const snap = await db.collection('masterplan').get();
  const result: MasterplanAverageMigration = { checked: snap.size, rewritten: [], failed: [] };
  for (const doc of snap.docs) {
    if (!hasLegacyField(doc.data())) continue;
    // In a transaction: an admin's save in between has written the new shape already.
    const outcome = await db.runTransaction(async (tx) => {
      const data = (await tx.get(doc.ref)).data();
      if (!hasLegacyField(data)) return 'unchanged';
      const week = MasterplanWeekSchema.safeParse(data);
      if (!week.success) return week.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      tx.set(doc.ref, week.data);
      return 'rewritten';
    });
    if (outcome === 'rewritten') result.rewritten.push(doc.id);
    else if (outcome !== 'unchanged') result.failed.push({ id: doc.id, message: outcome });
  }
  return result;
}

/** The German summary the admin command prints. */
export function migrationReport({ checked, rewritten, failed }: MasterplanAverageMigration): string {
  const lines = [
    `Masterplan: ${checked} ${checked === 1 ? 'Woche' : 'Wochen'} geprüft, ${rewritten.length} umgeschrieben` +
      (rewritten.length ? ` (${rewritten.join(', ')}).` : '.'),
  ];
  for (const { id, message } of failed) lines.push(`Nicht umgeschrieben: ${id} – ${message}`);
  return lines.join('\n');
}
