/**
 * The daily retention clean-up (scheduled/retention.ts) on the local Firestore stand-in: what it deletes
 * and keeps at the boundaries, pages and batches of at most 500, a second run deleting nothing, documents
 * changed during a run, and a failing part. It runs against a project of its own, so it neither sees nor
 * deletes the other test files' documents.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  CollectionReference,
  Timestamp,
  getFirestore,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { DELETE_BATCH_SIZE, applyRetention } from '../../src/scheduled/retention';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-24T02:30:00.000Z');
/** The instant `days` days (plus `ms` milliseconds) before `now`. */
const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY_MS - ms);
const iso = (days: number, ms = 0) => ago(days, ms).toISOString();

let app: App;
let db: Firestore;
let info: jest.SpyInstance;
let error: jest.SpyInstance;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-retention' }, 'retention-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));
beforeEach(async () => {
  await db.recursiveDelete(db.collection('newsletterSubscriptions'));
  await db.recursiveDelete(db.collection('workshops'));
  await db.recursiveDelete(db.collection('mail'));
  info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Writes many documents in batches of 500 (test setup). */
async function writeAll(docs: [path: string, data: object][]): Promise<void> {
  for (let i = 0; i < docs.length; i += 500) {
    const batch = db.batch();
    for (const [path, data] of docs.slice(i, i + 500)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

const ids = async (path: string) => (await db.collection(path).listDocuments()).map((ref) => ref.id).sort();
const existing = async (path: string) => (await db.collection(path).get()).docs.map((d) => d.id).sort();

const subscription = (status: string, mailedAt: unknown) => ({
  email: 'kueche@kita.test',
  status,
  confirmToken: 'c'.repeat(32),
  unsubscribeToken: 'u'.repeat(32),
  createdAt: iso(400),
  mailedAt,
});
const workshop = (slug: string, date: string) => ({ slug, title: 'Kochen mit Kindern', date });
const registration = (workshopSlug: string, createdAt?: string) => ({
  workshopSlug,
  name: 'Anna Berg',
  email: 'anna@kita.test',
  institution: 'Kita Regenbogen',
  participants: 1,
  ...(createdAt ? { createdAt } : {}),
});
const mail = (delivery?: { state: string; endTime?: Date }) => ({
  to: 'anna@kita.test',
  message: { subject: 'Betreff', text: 'Text' },
  ...(delivery
    ? {
        delivery: {
          ...delivery,
          endTime: delivery.endTime ? Timestamp.fromDate(delivery.endTime) : null,
          attempts: 1,
        },
      }
    : {}),
});

describe('what the clean-up deletes and keeps', () => {
  beforeEach(async () => {
    await writeAll([
      // Newsletter: pending exactly 30 days after the last mail stays, a millisecond more goes.
      ['newsletterSubscriptions/pending-30d', subscription('pending', iso(30))],
      ['newsletterSubscriptions/pending-30d-1ms', subscription('pending', iso(30, 1))],
      ['newsletterSubscriptions/pending-fresh', subscription('pending', iso(2))],
      ['newsletterSubscriptions/pending-unreadable', subscription('pending', 'gestern')],
      ['newsletterSubscriptions/active-old', subscription('active', iso(3650))],
      // Workshops: exactly 90 days ago stays, a millisecond more goes; future and recent ones stay.
      ['workshops/kochen-90d', workshop('kochen-90d', iso(90))],
      ['workshops/kochen-90d/registrations/a', registration('kochen-90d', iso(120))],
      ['workshops/kochen-91d', workshop('kochen-91d', iso(90, 1))],
      ['workshops/kochen-91d/registrations/a', registration('kochen-91d', iso(120))],
      ['workshops/kochen-91d/registrations/b', registration('kochen-91d')],
      ['workshops/kochen-bald', workshop('kochen-bald', new Date(now.getTime() + 30 * DAY_MS).toISOString())],
      ['workshops/kochen-bald/registrations/a', registration('kochen-bald', iso(200))],
      [
        'workshops/ohne-anmeldungen-2020-01-01',
        workshop('ohne-anmeldungen-2020-01-01', '2020-01-01T09:00:00Z'),
      ],
      // Deleted workshops (only registrations left): the day in the slug decides …
      ['workshops/brot-2026-08-20/registrations/a', registration('brot-2026-08-20', iso(150))],
      ['workshops/brot-2026-08-30/registrations/a', registration('brot-2026-08-30', iso(150))],
      // … and without one, each registration's own date (none: kept).
      ['workshops/sommerfest/registrations/alt', registration('sommerfest', iso(91))],
      ['workshops/sommerfest/registrations/neu', registration('sommerfest', iso(10))],
      ['workshops/sommerfest/registrations/ohne-datum', registration('sommerfest')],
      // Mails: finished more than 30 days ago go; newer, unfinished and unseen ones stay.
      ['mail/ok-30d', mail({ state: 'SUCCESS', endTime: ago(30) })],
      ['mail/ok-30d-1ms', mail({ state: 'SUCCESS', endTime: ago(30, 1) })],
      ['mail/fehler-alt', mail({ state: 'ERROR', endTime: ago(60) })],
      ['mail/wiederholung-alt', mail({ state: 'RETRY', endTime: ago(60) })],
      ['mail/in-arbeit', mail({ state: 'PROCESSING' })],
      ['mail/nie-gesehen', mail()],
    ]);
  });

  it('deletes exactly the expired documents and reports the counts', async () => {
    const counts = await applyRetention(db, now);
    expect(counts).toEqual({ pendingNewsletter: 2, workshopRegistrations: 4, mails: 2, photoFiles: 0 });

    expect(await existing('newsletterSubscriptions')).toEqual(['active-old', 'pending-30d', 'pending-fresh']);
    expect(await existing('workshops/kochen-90d/registrations')).toEqual(['a']);
    expect(await existing('workshops/kochen-91d/registrations')).toEqual([]);
    expect(await existing('workshops/kochen-bald/registrations')).toEqual(['a']);
    expect(await existing('workshops/brot-2026-08-20/registrations')).toEqual([]);
    expect(await existing('workshops/brot-2026-08-30/registrations')).toEqual(['a']);
    expect(await existing('workshops/sommerfest/registrations')).toEqual(['neu', 'ohne-datum']);
    expect(await existing('mail')).toEqual(['in-arbeit', 'nie-gesehen', 'ok-30d', 'wiederholung-alt']);
    // The workshops themselves stay (they are the public list's history).
    expect(await existing('workshops')).toEqual([
      'kochen-90d',
      'kochen-91d',
      'kochen-bald',
      'ohne-anmeldungen-2020-01-01',
    ]);

    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      'Aufbewahrung: 2 unbestätigte Newsletter-Anmeldungen, 4 Workshop-Anmeldungen, 2 E-Mails, 0 Fotodateien entfernter Rezepte gelöscht',
      expect.objectContaining({ pendingNewsletter: 2, workshopRegistrations: 4, mails: 2, failed: [] }),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('deletes nothing more on a second run, and the next day what has expired since', async () => {
    await applyRetention(db, now);
    expect(await applyRetention(db, now)).toEqual({
      pendingNewsletter: 0,
      workshopRegistrations: 0,
      mails: 0,
      photoFiles: 0,
    });
    const tomorrow = new Date(now.getTime() + DAY_MS);
    expect(await applyRetention(db, tomorrow)).toEqual({
      pendingNewsletter: 1,
      workshopRegistrations: 1,
      mails: 1,
      photoFiles: 0,
    });
    expect(await ids('workshops/kochen-90d/registrations')).toEqual([]);
  });

  it('leaves a document that changed while the run was under way, and deletes the rest', async () => {
    // Between reading and deleting, the address signs up again: its subscription gets a new mailedAt.
    const realBatch = db.batch.bind(db);
    let first = true;
    jest.spyOn(db, 'batch').mockImplementation(() => {
      const batch = realBatch();
      const commit = batch.commit.bind(batch);
      jest.spyOn(batch, 'commit').mockImplementation(async () => {
        if (first) {
          first = false;
          await db.doc('newsletterSubscriptions/pending-30d-1ms').update({ mailedAt: now.toISOString() });
        }
        return commit();
      });
      return batch;
    });
    const counts = await applyRetention(db, now);
    expect(counts.pendingNewsletter).toBe(1);
    expect(await existing('newsletterSubscriptions')).toEqual([
      'active-old',
      'pending-30d',
      'pending-30d-1ms',
      'pending-fresh',
    ]);
    expect(counts).toMatchObject({ workshopRegistrations: 4, mails: 2 });
  });

  it('runs the other parts when one fails, logs the failure and fails the run afterwards', async () => {
    jest
      .spyOn(CollectionReference.prototype, 'listDocuments')
      .mockRejectedValueOnce(new Error('Zeitüberschreitung'));
    await expect(applyRetention(db, now)).rejects.toThrow(
      'Aufbewahrung unvollständig: workshopRegistrations fehlgeschlagen',
    );
    expect(await existing('newsletterSubscriptions')).toHaveLength(3);
    expect(await existing('mail')).toHaveLength(4);
    expect(await existing('workshops/kochen-91d/registrations')).toHaveLength(2);
    expect(error).toHaveBeenCalledWith(
      'Aufbewahrung: Workshop-Anmeldungen konnten nicht gelöscht werden',
      expect.objectContaining({
        part: 'workshopRegistrations',
        cause: expect.stringContaining('Zeitüberschreitung'),
      }),
    );
    expect(info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ pendingNewsletter: 2, mails: 2, failed: ['workshopRegistrations'] }),
    );
    // The next run finishes the job.
    expect(await applyRetention(db, now)).toMatchObject({ workshopRegistrations: 4 });
  });
});

it('pages through more than 500 expired documents, never more than 500 deletes in one batch', async () => {
  const many = 2 * DELETE_BATCH_SIZE + 37;
  await writeAll([
    ...Array.from({ length: many }, (_, i): [string, object] => [
      `mail/alt-${String(i).padStart(4, '0')}`,
      mail({ state: 'SUCCESS', endTime: ago(31, i) }),
    ]),
    ...Array.from({ length: many }, (_, i): [string, object] => [
      `newsletterSubscriptions/p-${String(i).padStart(4, '0')}`,
      // Every other one is still young: the pages must continue past documents that stay.
      subscription('pending', i % 2 === 0 ? iso(31) : iso(1)),
    ]),
    ['workshops/gross-2026-01-10', workshop('gross-2026-01-10', '2026-01-10T09:00:00Z')],
    ...Array.from({ length: many }, (_, i): [string, object] => [
      `workshops/gross-2026-01-10/registrations/r-${String(i).padStart(4, '0')}`,
      registration('gross-2026-01-10', iso(400)),
    ]),
  ]);
  const batchSizes: number[] = [];
  const realBatch = db.batch.bind(db);
  jest.spyOn(db, 'batch').mockImplementation(() => {
    const batch: WriteBatch = realBatch();
    let deletes = 0;
    const del = batch.delete.bind(batch);
    jest.spyOn(batch, 'delete').mockImplementation((...args) => {
      deletes += 1;
      return del(...args);
    });
    const commit = batch.commit.bind(batch);
    jest.spyOn(batch, 'commit').mockImplementation(() => {
      batchSizes.push(deletes);
      return commit();
    });
    return batch;
  });

  const counts = await applyRetention(db, now);
  expect(counts).toEqual({
    pendingNewsletter: Math.ceil(many / 2),
    workshopRegistrations: many,
    mails: many,
    photoFiles: 0,
  });
  expect(Math.max(...batchSizes)).toBe(DELETE_BATCH_SIZE);
  expect(batchSizes.reduce((a, b) => a + b, 0)).toBe(Math.ceil(many / 2) + 2 * many);
  expect(await ids('mail')).toEqual([]);
  expect(await ids('workshops/gross-2026-01-10/registrations')).toEqual([]);
  expect(await existing('newsletterSubscriptions')).toHaveLength(Math.floor(many / 2));
  // Over 3,000 writes and deletes: about 15 s alone, over 60 s in CI beside the other lanes. A hang guard.
}, 300_000);
