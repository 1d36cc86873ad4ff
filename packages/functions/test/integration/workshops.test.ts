/**
 * workshops/*: public list and registration with mail document; admin save (rules, no lost updates),
 * cancel with mails to every registrant, delete, registrations and removing one of them.
 */
import {
  CANCEL_PAST_MESSAGE,
  WORKSHOP_IN_PAST_MESSAGE,
  type Workshop,
  type WorkshopRegistrationRow,
} from '@speiseplaner/shared';
import { emailIdOf } from '../../src/lib/emailId';
import { PATHS } from '../../src/lib/paths';
import { MAX_REGISTRATIONS } from '../../src/workshops/registrations';
import { call, refusal, type Kitchen } from '../helpers/call';
import { upcomingWorkshop } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

const application = (workshopSlug: string, email = 'anna.berg@kita-regenbogen.test') => ({
  workshopSlug,
  name: 'Anna Berg',
  institution: 'Kita Regenbogen',
  email,
  participants: 2,
});

/** Creates a workshop as an admin would (workshops/save, new, version 0); answers the stored one (version 1). */
async function create(workshop: Workshop, admin: Kitchen): Promise<Workshop> {
  return (await call<{ workshop: Workshop }>('workshops/save', { workshop, version: 0, isNew: true }, admin))
    .payload.workshop;
}

/**
 * Stores a workshop and its list entry straight in the database, as the seed does: workshops/save refuses
 * a new workshop in the past.
 */
async function storeDirectly(workshop: Workshop): Promise<void> {
  const db = testDb();
  await db.runTransaction(async (tx) => {
    const catalogue = await tx.get(db.doc(PATHS.workshopCatalogue));
    const items = ((catalogue.data()?.items ?? []) as Workshop[]).filter((w) => w.slug !== workshop.slug);
    tx.set(db.doc(PATHS.workshop(workshop.slug)), workshop);
    tx.set(db.doc(PATHS.workshopCatalogue), {
      items: [...items, workshop],
      version: Number(catalogue.data()?.version ?? 0) + 1,
    });
  });
}

const stored = async (slug: string) =>
  (await testDb().doc(PATHS.workshop(slug)).get()).data() as Workshop | undefined;
const listed = async (slug: string) =>
  (await call<{ workshops: Workshop[] }>('workshops/list', {}, null)).payload.workshops.find(
    (w) => w.slug === slug,
  );
const mailsTo = async (email: string) =>
  (await testDb().collection('mail').where('to', '==', email).get()).docs.map(
    (d) => d.data() as { to: string; message: { subject: string; text: string; html: string } },
  );

describe('workshops', () => {
  let admin: Kitchen;
  beforeAll(async () => {
    admin = await createAdmin();
    await create(upcomingWorkshop('einfuehrung-2027-11-22'), admin);
    await create(
      upcomingWorkshop('abgesagt-2027-11-23', { title: 'Abgesagt: Brot backen', type: 'brot' }),
      admin,
    );
    await storeDirectly(
      upcomingWorkshop('vorbei-2020-01-01', { date: '2020-01-15T09:00:00.000Z', deadline: '2020-01-01' }),
    );
  });

  it('lists every workshop without sign-in, in one read, oldest first', async () => {
    const answer = await call<{ workshops: { slug: string }[] }>('workshops/list', {}, null);
    expect(answer.type).toBe('workshops/list/answer');
    expect(answer.payload.workshops.map((w) => w.slug)).toEqual(
      expect.arrayContaining(['einfuehrung-2027-11-22', 'abgesagt-2027-11-23', 'vorbei-2020-01-01']),
    );
    expect(answer.payload.workshops[0]!.slug).toBe('vorbei-2020-01-01');
    expect(answer.meta?.reads).toBe(1);
  });

  it('registers without sign-in and writes the confirmation mail for the Trigger-Email extension', async () => {
    const answer = await call<{ registered: boolean; message: string }>(
      'workshops/apply',
      application('einfuehrung-2027-11-22'),
      null,
    );
    expect(answer.payload).toMatchObject({
      registered: true,
      message: 'Vielen Dank für Ihre Anmeldung! Eine Bestätigung geht an anna.berg@kita-regenbogen.test.',
    });
    const mails = await testDb().collection('mail').where('to', '==', 'anna.berg@kita-regenbogen.test').get();
    expect(mails.size).toBe(1);
    const mail = mails.docs[0]!.data();
    expect(mail.message.subject).toBe('Anmeldebestätigung: Einführung in den Speiseplaner');
    expect(mail.message.text).toContain('Angemeldet: 2 Personen');
  });

  it('puts only the HTML-escaped name into the mail, not the institution or the comment (#17)', async () => {
    await call(
      'workshops/apply',
      {
        ...application('einfuehrung-2027-11-22', 'juergen@kita-sonne.test'),
        name: "Jürgen O'Neill-Schäfer & Co",
        institution: 'Kita Sonnenschein Gewinnspiel',
        comment: 'Melden Sie sich jetzt beim Gewinnspiel an',
      },
      null,
    );
    const mails = await testDb().collection('mail').where('to', '==', 'juergen@kita-sonne.test').get();
    expect(mails.size).toBe(1);
    const { message } = mails.docs[0]!.data() as { message: { text: string; html: string } };
    expect(message.text).toContain("Guten Tag Jürgen O'Neill-Schäfer & Co,");
    expect(message.html).toContain('Guten Tag Jürgen O&#39;Neill-Schäfer &amp; Co,');
    for (const part of [message.text, message.html]) {
      expect(part).not.toContain('Gewinnspiel');
    }
  });

  it('refuses a link in the institution and writes neither mail nor registration (#17)', async () => {
    const email = 'werbung@spam.test';
    const bad = await refusal(
      'workshops/apply',
      { ...application('einfuehrung-2027-11-22', email), institution: 'Gewinn unter https://spam.example' },
      null,
    );
    expect(bad.code).toBe('invalid-argument');
    expect(bad.message).toBe('Bitte geben Sie die Einrichtung ohne Links ein.');
    expect((await testDb().collection('mail').where('to', '==', email).get()).size).toBe(0);
    const registration = await testDb()
      .doc(PATHS.registration('einfuehrung-2027-11-22', emailIdOf(email)))
      .get();
    expect(registration.exists).toBe(false);
  });

  it('politely refuses a second registration with the same e-mail (any spelling)', async () => {
    await call('workshops/apply', application('einfuehrung-2027-11-22', 'jonas@schule.test'), null);
    const again = await refusal(
      'workshops/apply',
      application('einfuehrung-2027-11-22', ' JONAS@Schule.test'.trim()),
      null,
    );
    expect(again).toEqual({
      code: 'already-exists',
      message:
        'Mit dieser E-Mail-Adresse sind Sie für diesen Workshop bereits angemeldet. Sie brauchen nichts weiter zu tun.',
    });
  });

  it('refuses cancelled, past and unknown workshops', async () => {
    expect(await refusal('workshops/apply', application('abgesagt-2027-11-23'), null)).toEqual({
      code: 'failed-precondition',
      message: 'Dieser Workshop wurde leider abgesagt.',
    });
    expect((await refusal('workshops/apply', application('vorbei-2020-01-01'), null)).message).toBe(
      'Die Anmeldung für diesen Workshop ist leider nicht mehr möglich.',
    );
    expect((await refusal('workshops/apply', application('gibt-es-nicht-2027-01-01'), null)).code).toBe(
      'not-found',
    );
  });

  it('refuses a malformed e-mail address and too many participants', async () => {
    const bad = await refusal(
      'workshops/apply',
      { ...application('einfuehrung-2027-11-22'), email: 'anna@' },
      null,
    );
    expect(bad.message).toBe('Diese E-Mail-Adresse ist ungültig.');
    const many = await refusal(
      'workshops/apply',
      { ...application('einfuehrung-2027-11-22'), participants: 500 },
      null,
    );
    expect(many.code).toBe('invalid-argument');
  });

  it('gives admins the registrations as rows with their ids, in the order they arrived', async () => {
    await call(
      'workshops/apply',
      { ...application('einfuehrung-2027-11-22', 'trick@kita.test'), institution: '=HYPERLINK("x")' },
      null,
    );
    const answer = await call<{ registrations: WorkshopRegistrationRow[]; participants: number }>(
      'workshops/registrations',
      { slug: 'einfuehrung-2027-11-22' },
      admin,
    );
    const rows = answer.payload.registrations;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.find((r) => r.email === 'trick@kita.test')).toMatchObject({
      id: emailIdOf('trick@kita.test'),
      institution: '=HYPERLINK("x")',
      participants: 2,
    });
    expect(answer.payload.participants).toBe(rows.reduce((sum, r) => sum + r.participants, 0));
    const times = rows.map((r) => r.createdAt!);
    expect([...times].sort()).toEqual(times);
  });

  it('lists registrations stored before the single-line rule as plain text, not refused (#17)', async () => {
    const slug = 'altbestand-2027-12-06';
    await create(upcomingWorkshop(slug), admin);
    await testDb().doc(PATHS.registration(slug, 'alt')).set({
      workshopSlug: slug,
      name: 'Max\nMuster',
      institution: 'Gewinn unter https://spam.example',
      email: 'max@kita.test',
    });
    const answer = await call<{ registrations: WorkshopRegistrationRow[]; participants: number }>(
      'workshops/registrations',
      { slug },
      admin,
    );
    expect(answer.payload).toMatchObject({
      registrations: [
        {
          id: 'alt',
          name: 'Max\nMuster',
          institution: 'Gewinn unter https://spam.example',
          email: 'max@kita.test',
          participants: 1,
        },
      ],
      participants: 1,
    });
  });

  it('keeps save, delete and registrations for admins', async () => {
    const kitchen = await createKitchen();
    expect((await refusal('workshops/registrations', { slug: 'einfuehrung-2027-11-22' }, kitchen)).code).toBe(
      'permission-denied',
    );
    expect(
      (await refusal('workshops/delete', { slug: 'einfuehrung-2027-11-22', version: 0 }, kitchen)).code,
    ).toBe('permission-denied');
    expect(
      (
        await refusal(
          'workshops/save',
          { workshop: upcomingWorkshop('neu-2027-12-01'), version: 0, isNew: true },
          null,
        )
      ).code,
    ).toBe('unauthenticated');
  });

  it('deletes a workshop from the list, not one changed since the admin saw it', async () => {
    const workshop = await create(upcomingWorkshop('loeschen-2027-12-02'), admin);
    await call(
      'workshops/save',
      { workshop: { ...workshop, location: 'Fulda' }, version: 1, isNew: false },
      admin,
    );
    expect(await refusal('workshops/delete', { slug: 'loeschen-2027-12-02', version: 1 }, admin)).toEqual({
      code: 'failed-precondition',
      message:
        'Der Workshop „Einführung in den Speiseplaner“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    });
    await call('workshops/delete', { slug: 'loeschen-2027-12-02', version: 2 }, admin);
    const list = await call<{ workshops: { slug: string }[] }>('workshops/list', {}, null);
    expect(list.payload.workshops.map((w) => w.slug)).not.toContain('loeschen-2027-12-02');
    expect((await testDb().doc('workshops/loeschen-2027-12-02').get()).exists).toBe(false);
    expect((await refusal('workshops/delete', { slug: 'loeschen-2027-12-02', version: 2 }, admin)).code).toBe(
      'not-found',
    );
  });

  it('fills a workshop up to its capacity, then refuses, and lists it as full (#17)', async () => {
    const platz = await create(upcomingWorkshop('platz-2027-12-03', { capacity: 5 }), admin);
    const apply = (email: string, participants: number) =>
      call('workshops/apply', { ...application('platz-2027-12-03', email), participants }, null);
    await apply('eins@kita.test', 2);
    await apply('zwei@kita.test', 2);
    expect(
      await refusal(
        'workshops/apply',
        { ...application('platz-2027-12-03', 'drei@kita.test'), participants: 2 },
        null,
      ),
    ).toEqual({
      code: 'failed-precondition',
      message: 'Für diesen Workshop ist nur noch 1 Platz frei. Bitte melden Sie weniger Personen an.',
    });
    await apply('drei@kita.test', 1);
    expect(
      await refusal(
        'workshops/apply',
        { ...application('platz-2027-12-03', 'vier@kita.test'), participants: 1 },
        null,
      ),
    ).toEqual({ code: 'failed-precondition', message: 'Dieser Workshop ist leider ausgebucht.' });
    expect(
      (
        await testDb()
          .doc(PATHS.registration('platz-2027-12-03', emailIdOf('vier@kita.test')))
          .get()
      ).exists,
    ).toBe(false);
    const list = await call<{ workshops: { slug: string; capacity?: number; seatsTaken?: number }[] }>(
      'workshops/list',
      {},
      null,
    );
    expect(list.payload.workshops.find((w) => w.slug === 'platz-2027-12-03')).toMatchObject({
      capacity: 5,
      seatsTaken: 5,
    });
    // An admin who saves the workshop again (a payload saying 0 places taken) keeps the count.
    await call(
      'workshops/save',
      {
        workshop: upcomingWorkshop('platz-2027-12-03', { capacity: 6, seatsTaken: 0 }),
        version: platz.version ?? 0,
        isNew: false,
      },
      admin,
    );
    const saved = (await testDb().doc(PATHS.workshop('platz-2027-12-03')).get()).data();
    expect(saved).toMatchObject({ capacity: 6, seatsTaken: 5 });
  });

  it('never registers more people than places, however many register at the same moment (#17)', async () => {
    await create(upcomingWorkshop('ansturm-2027-12-04', { capacity: 3 }), admin);
    const outcomes = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        call(
          'workshops/apply',
          { ...application('ansturm-2027-12-04', `ansturm-${i}@kita.test`), participants: 1 },
          null,
        ).then(
          () => 'ok',
          (e: { code?: string }) => e.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array(4).fill('failed-precondition'));
    const stored = await testDb().collection(PATHS.registrations('ansturm-2027-12-04')).get();
    expect(stored.size).toBe(3);
  });

  it('says when a workshop has more registrations than the admin list carries, instead of stopping silently (#17)', async () => {
    const slug = 'grossveranstaltung-2027-12-05';
    await create(upcomingWorkshop(slug), admin);
    const small = await call<{ complete: boolean }>('workshops/registrations', { slug }, admin);
    expect(small.payload.complete).toBe(true);
    for (let start = 0; start <= MAX_REGISTRATIONS; start += 500) {
      const batch = testDb().batch();
      for (let i = start; i < Math.min(MAX_REGISTRATIONS + 1, start + 500); i += 1) {
        batch.set(testDb().doc(PATHS.registration(slug, `r${String(i).padStart(5, '0')}`)), {
          ...application(slug, `person-${i}@kita.test`),
          participants: 1,
          createdAt: new Date(Date.UTC(2027, 0, 1, 0, 0, i)).toISOString(),
        });
      }
      await batch.commit();
    }
    const big = await call<{ complete: boolean; registrations: unknown[] }>(
      'workshops/registrations',
      { slug },
      admin,
    );
    expect(big.payload.complete).toBe(false);
    expect(big.payload.registrations).toHaveLength(MAX_REGISTRATIONS);
    // Leave no thousands of documents for the whole-database comparisons of later files.
    await testDb().recursiveDelete(testDb().doc(PATHS.workshop(slug)));
    // Writes, reads and deletes 2,001 documents: minutes when the machine runs the other test lanes too.
  }, 240_000);

  describe('workshops/save rules and conflicts', () => {
    it('refuses a workshop in the past, a deadline after the day and too few places, and writes nothing', async () => {
      const past = upcomingWorkshop('frueher-2020-02-02', {
        date: '2020-02-02T09:00:00.000Z',
        deadline: '2020-01-20',
      });
      expect(await refusal('workshops/save', { workshop: past, version: 0, isNew: true }, admin)).toEqual({
        code: 'failed-precondition',
        message: WORKSHOP_IN_PAST_MESSAGE,
      });
      expect(await stored(past.slug)).toBeUndefined();

      const late = upcomingWorkshop('spaet-2027-12-07');
      const day = late.date.slice(0, 10);
      expect(
        await refusal(
          'workshops/save',
          { workshop: { ...late, deadline: '2099-01-01' }, version: 0, isNew: true },
          admin,
        ),
      ).toEqual({
        code: 'failed-precondition',
        message: `Der Anmeldeschluss liegt nach dem Workshop. Bitte wählen Sie spätestens den Tag des Workshops (${day}).`,
      });

      const small = await create(upcomingWorkshop('klein-2027-12-08', { capacity: 10 }), admin);
      await call('workshops/apply', { ...application(small.slug, 'a@klein.test'), participants: 3 }, null);
      expect(
        await refusal(
          'workshops/save',
          { workshop: { ...small, capacity: 2 }, version: small.version ?? 0, isNew: false },
          admin,
        ),
      ).toEqual({
        code: 'failed-precondition',
        message:
          'Für diesen Workshop sind bereits 3 Plätze vergeben. Bitte geben Sie mindestens 3 Plätze an.',
      });
      expect(await stored(small.slug)).toMatchObject({ capacity: 10, seatsTaken: 3 });
      // Three places are fine; registrations since the admin loaded the workshop are no conflict.
      const saved = await call<{ workshop: Workshop }>(
        'workshops/save',
        { workshop: { ...small, capacity: 3 }, version: small.version ?? 0, isNew: false },
        admin,
      );
      expect(saved.payload.workshop).toMatchObject({ capacity: 3, seatsTaken: 3 });
    });

    it('lets a past workshop be corrected while its start stays', async () => {
      const past = upcomingWorkshop('rueckblick-2020-03-03', {
        date: '2020-03-03T09:00:00.000Z',
        deadline: '2020-02-20',
      });
      await storeDirectly(past);
      const fixed = { ...past, annotation: 'Mit Rezeptheft' };
      await call('workshops/save', { workshop: fixed, version: 0, isNew: false }, admin);
      expect(await stored(past.slug)).toMatchObject({ annotation: 'Mit Rezeptheft' });
      const moved = { ...fixed, date: '2020-03-04T09:00:00.000Z' };
      expect(
        (await refusal('workshops/save', { workshop: moved, version: 1, isNew: false }, admin)).message,
      ).toBe(WORKSHOP_IN_PAST_MESSAGE);
    });

    it('refuses to overwrite what another admin saved meanwhile, and a new workshop on a taken slug', async () => {
      const original = await create(upcomingWorkshop('zwei-admins-2027-12-09'), admin);
      const other = await createAdmin();
      await call(
        'workshops/save',
        { workshop: { ...original, location: 'Kassel' }, version: original.version ?? 0, isNew: false },
        other,
      );
      const before = await stored(original.slug);
      expect(
        await refusal(
          'workshops/save',
          { workshop: { ...original, duration: 120 }, version: original.version ?? 0, isNew: false },
          admin,
        ),
      ).toEqual({
        code: 'failed-precondition',
        message:
          'Der Workshop „Einführung in den Speiseplaner“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
      });
      expect(await stored(original.slug)).toEqual(before);

      const again = await refusal(
        'workshops/save',
        { workshop: { ...original, annotation: 'Neu' }, version: 0, isNew: true },
        admin,
      );
      expect(again.code).toBe('already-exists');
      expect(again.message).toMatch(
        /^Am \d{4}-\d{2}-\d{2} gibt es bereits den Workshop „Einführung in den Speiseplaner“/,
      );

      expect(
        (
          await refusal(
            'workshops/save',
            { workshop: upcomingWorkshop('weg-2027-12-10'), version: 0, isNew: false },
            admin,
          )
        ).code,
      ).toBe('not-found');
    });

    it('answers a repeated save with the stored workshop and records it once', async () => {
      const original = await create(upcomingWorkshop('doppelt-2027-12-11'), admin);
      const edited = { ...original, title: 'Einführung für Schulen' };
      const first = await call<{ workshop: Workshop }>(
        'workshops/save',
        { workshop: edited, version: original.version ?? 0, isNew: false },
        admin,
      );
      const second = await call<{ workshop: Workshop }>(
        'workshops/save',
        { workshop: edited, version: original.version ?? 0, isNew: false },
        admin,
      );
      expect(second.payload.workshop).toEqual(first.payload.workshop);
      const audit = await testDb()
        .collection('auditLog')
        .where('target', '==', `workshops/${original.slug}`)
        .get();
      expect(audit.size).toBe(2);
    });
  });

  describe('workshops/cancel', () => {
    it('marks the workshop cancelled, keeps it listed and mails every registrant once (#13)', async () => {
      const workshop = await create(
        upcomingWorkshop('absage-2027-12-12', {
          title: 'Brot backen mit Kindern',
          type: 'brot',
          capacity: 8,
        }),
        admin,
      );
      await call('workshops/apply', application(workshop.slug, 'eins@absage.test'), null);
      await call(
        'workshops/apply',
        {
          ...application(workshop.slug, 'zwei@absage.test'),
          name: 'Jürgen Koch',
          participants: 1,
        },
        null,
      );
      // Stored before the single-line rule: a name with a link is left out of the greeting.
      await testDb().doc(PATHS.registration(workshop.slug, 'alt')).set({
        workshopSlug: workshop.slug,
        name: 'www.spam.example/x',
        institution: 'Kita',
        email: 'alt@absage.test',
        participants: 1,
      });

      const answer = await call<{ workshop: Workshop; mails: number }>(
        'workshops/cancel',
        { slug: workshop.slug },
        admin,
      );
      expect(answer.payload.mails).toBe(3);
      expect(answer.payload.workshop.title).toBe('Abgesagt: Brot backen mit Kindern');
      expect(await listed(workshop.slug)).toMatchObject({
        title: 'Abgesagt: Brot backen mit Kindern',
        capacity: 8,
        seatsTaken: 3,
      });
      expect(await stored(workshop.slug)).toMatchObject({ title: 'Abgesagt: Brot backen mit Kindern' });

      const [mail] = (await mailsTo('eins@absage.test')).filter((m) =>
        m.message.subject.startsWith('Absage'),
      );
      expect(mail!.message.subject).toBe('Absage: Brot backen mit Kindern');
      expect(mail!.message.text).toContain('Guten Tag Anna Berg,');
      expect(mail!.message.text).toContain(
        'leider müssen wir den Workshop „Brot backen mit Kindern“ absagen.',
      );
      expect(mail!.message.text).toContain('Angemeldet waren: 2 Personen');
      expect(mail!.message.html).toContain('<br>');
      const [old] = await mailsTo('alt@absage.test');
      expect(old!.message.text.startsWith('Guten Tag,\n')).toBe(true);
      expect(old!.message.text).not.toContain('spam');

      // Registration is closed now; cancelling again mails nobody twice.
      expect(
        (await refusal('workshops/apply', application(workshop.slug, 'drei@absage.test'), null)).message,
      ).toBe('Dieser Workshop wurde leider abgesagt.');
      const again = await call<{ mails: number }>('workshops/cancel', { slug: workshop.slug }, admin);
      expect(again.payload.mails).toBe(0);
      expect(
        (await mailsTo('eins@absage.test')).filter((m) => m.message.subject.startsWith('Absage')),
      ).toHaveLength(1);
      // The cancel is an admin change (version + 1): a form opened before it cannot undo it unseen.
      expect(
        (await refusal('workshops/save', { workshop, version: workshop.version ?? 0, isNew: false }, admin))
          .code,
      ).toBe('failed-precondition');

      const audit = await testDb()
        .collection('auditLog')
        .where('target', '==', `workshops/${workshop.slug}`)
        .get();
      const entry = audit.docs.map((d) => d.data()).find((e) => e.action === 'workshops/cancel');
      expect(entry).toMatchObject({
        actor: { uid: admin.uid },
        changes: [
          { field: 'title', before: 'Brot backen mit Kindern', after: 'Abgesagt: Brot backen mit Kindern' },
        ],
      });
    });

    it('writes the mails an interrupted call left out', async () => {
      const workshop = await create(upcomingWorkshop('unterbrochen-2027-12-13'), admin);
      await call('workshops/apply', application(workshop.slug, 'a@unterbrochen.test'), null);
      await call('workshops/apply', application(workshop.slug, 'b@unterbrochen.test'), null);
      await call('workshops/cancel', { slug: workshop.slug }, admin);
      const lost = (
        await testDb().collection('mail').where('to', '==', 'b@unterbrochen.test').get()
      ).docs.find((d) => d.id.endsWith('-absage'));
      await lost!.ref.delete();
      const again = await call<{ mails: number }>('workshops/cancel', { slug: workshop.slug }, admin);
      expect(again.payload.mails).toBe(1);
      expect(await mailsTo('b@unterbrochen.test')).toHaveLength(2);
    });

    it('refuses a workshop that has taken place, and an unknown one', async () => {
      expect(await refusal('workshops/cancel', { slug: 'vorbei-2020-01-01' }, admin)).toEqual({
        code: 'failed-precondition',
        message: CANCEL_PAST_MESSAGE,
      });
      expect((await stored('vorbei-2020-01-01'))!.title).toBe('Einführung in den Speiseplaner');
      expect((await refusal('workshops/cancel', { slug: 'gibt-es-nicht-2027-01-01' }, admin)).code).toBe(
        'not-found',
      );
    });
  });

  describe('workshops/removeRegistration', () => {
    it('removes one registration with its mail and frees its places in the workshop and the list', async () => {
      const workshop = await create(upcomingWorkshop('loeschwunsch-2027-12-14', { capacity: 4 }), admin);
      await call(
        'workshops/apply',
        { ...application(workshop.slug, 'bleibt@kita.test'), participants: 1 },
        null,
      );
      await call(
        'workshops/apply',
        { ...application(workshop.slug, 'geht@kita.test'), participants: 3 },
        null,
      );
      expect(
        (await refusal('workshops/apply', application(workshop.slug, 'neu@kita.test'), null)).message,
      ).toBe('Dieser Workshop ist leider ausgebucht.');
      const id = emailIdOf('geht@kita.test');
      expect(await mailsTo('geht@kita.test')).toHaveLength(1);

      const answer = await call<{ slug: string; id: string; workshop: Workshop }>(
        'workshops/removeRegistration',
        { slug: workshop.slug, id },
        admin,
      );
      expect(answer.payload).toMatchObject({
        slug: workshop.slug,
        id,
        workshop: { seatsTaken: 1, capacity: 4 },
      });
      expect((await testDb().doc(PATHS.registration(workshop.slug, id)).get()).exists).toBe(false);
      expect(await mailsTo('geht@kita.test')).toHaveLength(0);
      expect(await stored(workshop.slug)).toMatchObject({ seatsTaken: 1 });
      expect(await listed(workshop.slug)).toMatchObject({ seatsTaken: 1 });
      // The freed places take new registrations.
      await call('workshops/apply', application(workshop.slug, 'neu@kita.test'), null);

      const audit = await testDb()
        .collection('auditLog')
        .where('target', '==', `workshops/${workshop.slug}/registrations/${id}`)
        .get();
      expect(audit.docs.map((d) => d.data())).toEqual([
        expect.objectContaining({
          action: 'workshops/removeRegistration',
          actor: expect.objectContaining({ uid: admin.uid }),
          changes: [{ field: 'participants', before: '3', after: null }],
        }),
      ]);
      // No name or address of the person in the log.
      expect(JSON.stringify(audit.docs[0]!.data())).not.toContain('geht@kita.test');
      expect(JSON.stringify(audit.docs[0]!.data())).not.toContain('Anna Berg');
    });

    it('answers not-found for a registration that is gone, and writes nothing', async () => {
      const workshop = await create(upcomingWorkshop('nichts-da-2027-12-15'), admin);
      const result = await refusal(
        'workshops/removeRegistration',
        { slug: workshop.slug, id: emailIdOf('niemand@kita.test') },
        admin,
      );
      expect(result).toEqual({ code: 'not-found', message: 'Die Anmeldung wurde nicht gefunden.' });
      expect(
        (
          await refusal(
            'workshops/removeRegistration',
            { slug: 'gibt-es-nicht-2027-01-01', id: emailIdOf('niemand@kita.test') },
            admin,
          )
        ).code,
      ).toBe('not-found');
    });
  });
});
