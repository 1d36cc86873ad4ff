/**
 * The daily retention clean-up (docs/operations.md, "Data retention"): deletes newsletter sign-ups never
 * confirmed, registrations of past workshops, mails the mail extension finished with and the stored photos
 * of recipes that no longer exist (scheduled/photoRetention.ts). The periods and
 * the rules are shared's (retention); this file finds the documents and deletes them in batches.
 *
 * Idempotent: a second run finds nothing more to delete, and whatever a failed run left is deleted by the
 * next. A document is deleted only if unchanged since it was read (a sign-up renewed meanwhile stays). The
 * parts run one after the other and independently: one failing does not stop the others, and the run
 * fails afterwards, so the scheduler retries it.
 */
import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  MAIL_RETENTION_DAYS,
  mailExpired,
  pendingNewsletterExpired,
  registrationExpired,
  registrationsRetentionStart,
  retentionCutoff,
  workshopRegistrationsExpired,
} from '@speiseplaner/shared';
import { PATHS } from '../lib/paths';
import { readDocs, readQuery } from '../lib/reads';
import { deleteOrphanedPhotos } from './photoRetention';

/** Documents per page and per batch: Firestore takes at most 500 writes in one batch. */
export const DELETE_BATCH_SIZE = 500;

/** How many documents one run deleted, by kind. */
export interface RetentionCounts {
  /** Newsletter sign-ups never confirmed (`newsletterSubscriptions`). */
  pendingNewsletter: number;
  /** Registrations of workshops long past (`workshops/{slug}/registrations`). */
  workshopRegistrations: number;
  /** Mails delivered or failed long ago (`mail`). */
  mails: number;
  /** Stored photo files of recipes that no longer exist (scheduled/photoRetention.ts). */
  photoFiles: number;
}

const PART_NAMES: Record<keyof RetentionCounts, string> = {
  pendingNewsletter: 'unbestätigte Newsletter-Anmeldungen',
  workshopRegistrations: 'Workshop-Anmeldungen',
  mails: 'E-Mails',
  photoFiles: 'Fotodateien entfernter Rezepte',
};

/** gRPC codes of a delete whose precondition failed: the document changed (9) or is gone (5). */
const CHANGED_MEANWHILE = new Set([5, 9]);
const changedMeanwhile = (error: unknown) =>
  CHANGED_MEANWHILE.has((error as { code?: unknown } | null)?.code as number);

/**
 * Deletes `docs` (at most DELETE_BATCH_SIZE) in one batch, each only if unchanged since it was read. One
 * changed document fails the whole batch; then they go one by one and the changed ones stay, for the next
 * run to judge again. Answers how many were deleted.
 */
async function deleteUnchanged(db: Firestore, docs: QueryDocumentSnapshot[]): Promise<number> {
  if (docs.length === 0) return 0;
  const batch = db.batch();
  for (const doc of docs) batch.delete(doc.ref, { lastUpdateTime: doc.updateTime });
  try {
    await batch.commit();
    return docs.length;
  } catch (error) {
    if (!changedMeanwhile(error)) throw error;
  }
  let deleted = 0;
  for (const doc of docs) {
    try {
      await doc.ref.delete({ lastUpdateTime: doc.updateTime });
      deleted += 1;
    } catch (error) {
      if (!changedMeanwhile(error)) throw error;
    }
  }
  return deleted;
}

/**
 * Walks `query` in pages of DELETE_BATCH_SIZE (in the query's order, continuing after the last document
 * read, deleted or not) and deletes the documents `expired` picks, a page per batch.
 */
async function deleteExpired(
  db: Firestore,
  query: Query,
  expired: (doc: QueryDocumentSnapshot) => boolean,
): Promise<number> {
  let deleted = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await readQuery((last ? query.startAfter(last) : query).limit(DELETE_BATCH_SIZE));
    deleted += await deleteUnchanged(db, page.docs.filter(expired));
    if (page.size < DELETE_BATCH_SIZE) return deleted;
    last = page.docs[page.size - 1];
  }
}

/**
 * Pending sign-ups whose last confirmation mail is too old. The query takes every pending one (a single
 * field, no composite index); they are few, since none stays longer than the period.
 */
function deletePendingNewsletter(db: Firestore, now: Date): Promise<number> {
  const pending = db
    .collection(PATHS.newsletterSubscriptions)
    .where('status', '==', 'pending')
    .select('status', 'mailedAt');
  return deleteExpired(db, pending, (doc) => pendingNewsletterExpired(doc.data(), now));
}

/**
 * Registrations of workshops that started too long ago. Lists every workshop, deleted ones included
 * (their registrations stay when an admin deletes them, and such a workshop is then listed as a missing
 * document), reads the workshops in one round trip and queries registrations only of expired workshops.
 * A workshop without any known time (deleted, no day in its slug) has its registrations judged one by one.
 */
async function deleteWorkshopRegistrations(db: Firestore, now: Date): Promise<number> {
  const refs = await db.collection(PATHS.workshops).listDocuments();
  let deleted = 0;
  for (let i = 0; i < refs.length; i += DELETE_BATCH_SIZE) {
    const workshops = await readDocs(refs.slice(i, i + DELETE_BATCH_SIZE));
    for (const workshop of workshops) {
      const start = registrationsRetentionStart(
        workshop.data() as { date?: unknown } | undefined,
        workshop.id,
      );
      const registrations = db.collection(PATHS.registrations(workshop.id));
      if (start === undefined) {
        deleted += await deleteExpired(db, registrations.select('createdAt'), (doc) =>
          registrationExpired(doc.data(), now),
        );
      } else if (workshopRegistrationsExpired(start, now)) {
        deleted += await deleteExpired(db, registrations.select(), () => true);
      }
    }
  }
  return deleted;
}

/** What the mail extension wrote into `delivery`, with its end time as a Date. */
function deliveryOf(data: DocumentData): { state?: unknown; endTime?: Date } | undefined {
  const delivery = data.delivery as { state?: unknown; endTime?: unknown } | undefined;
  if (!delivery || typeof delivery !== 'object') return undefined;
  const endTime = delivery.endTime instanceof Timestamp ? delivery.endTime.toDate() : undefined;
  return { state: delivery.state, endTime };
}

/** Mails the extension finished with (delivered or failed) too long ago; one single-field range query. */
function deleteFinishedMails(db: Firestore, now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(retentionCutoff(MAIL_RETENTION_DAYS, now));
  const finished = db
    .collection(PATHS.mail)
    .where('delivery.endTime', '<', cutoff)
    .select('delivery.state', 'delivery.endTime');
  return deleteExpired(db, finished, (doc) => mailExpired(deliveryOf(doc.data()), now));
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

/**
 * One run of the clean-up at `now`: deletes what has expired, logs one line with the counts and answers
 * them. Throws after all parts ran when any of them failed (each failure is logged as an error).
 */
export async function applyRetention(db: Firestore, now: Date): Promise<RetentionCounts> {
  const started = Date.now();
  const parts: Record<keyof RetentionCounts, () => Promise<number>> = {
    pendingNewsletter: () => deletePendingNewsletter(db, now),
    workshopRegistrations: () => deleteWorkshopRegistrations(db, now),
    mails: () => deleteFinishedMails(db, now),
    photoFiles: () => deleteOrphanedPhotos(db, now),
  };
  const counts: RetentionCounts = {
    pendingNewsletter: 0,
    workshopRegistrations: 0,
    mails: 0,
    photoFiles: 0,
  };
  const failed: string[] = [];
  for (const part of Object.keys(parts) as (keyof RetentionCounts)[]) {
    try {
      counts[part] = await parts[part]();
    } catch (error) {
      failed.push(part);
      logger.error(`Aufbewahrung: ${PART_NAMES[part]} konnten nicht gelöscht werden`, {
        part,
        cause: describe(error),
      });
    }
  }
  const summary = (Object.keys(counts) as (keyof RetentionCounts)[])
    .map((part) => `${counts[part]} ${PART_NAMES[part]}`)
    .join(', ');
  logger.info(`Aufbewahrung: ${summary} gelöscht`, {
    ...counts,
    failed,
    durationMs: Date.now() - started,
  });
  if (failed.length > 0) {
    throw new Error(`Aufbewahrung unvollständig: ${failed.join(', ')} fehlgeschlagen`);
  }
  return counts;
}
