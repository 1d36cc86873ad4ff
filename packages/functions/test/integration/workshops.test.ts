/** workshops/*: public list and registration with mail document; admin save, delete, registrations CSV. */
import { emailIdOf } from '../../src/lib/emailId';
import { PATHS } from '../../src/lib/paths';
import { MAX_REGISTRATIONS } from '../../src/workshops/registrations';
import { call, refusal } from '../helpers/call';
import { upcomingWorkshop } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

const application = (workshopSlug: string, email = 'anna.berg@kita-regenbogen.test') => ({
  workshopSlug,
  name: 'Anna Berg',
  institution: 'Kita Regenbogen',
  email,
  participants: 2,
});

describe('workshops', () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    admin = await createAdmin();
    await call('workshops/save', { workshop: upcomingWorkshop('einfuehrung-2027-11-22') }, admin);
    await call(
      'workshops/save',
      { workshop: upcomingWorkshop('abgesagt-2027-11-23', { title: 'Abgesagt: Brot backen', type: 'brot' }) },
      admin,
    );
    const past = upcomingWorkshop('vorbei-2020-01-01', {
      date: '2020-01-15T09:00:00.000Z',
      deadline: '2020-01-01',
    });
    await call('workshops/save', { workshop: past }, admin);
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

  it('gives admins the registrations as data and as CSV', async () => {
    await call('workshops/apply', application('einfuehrung-2027-11-22', 'formel@kita.test'), null).catch(
      () => undefined,
    );
    await call(
      'workshops/apply',
      { ...application('einfuehrung-2027-11-22', 'trick@kita.test'), institution: '=HYPERLINK("x")' },
      null,
    );
    const answer = await call<{ registrations: unknown[]; participants: number; csv: string }>(
      'workshops/registrations',
      { slug: 'einfuehrung-2027-11-22' },
      admin,
    );
    expect(answer.payload.registrations.length).toBeGreaterThanOrEqual(3);
    // The byte order mark makes Excel read UTF-8 (Umlaute).
    expect(answer.payload.csv.startsWith('\uFEFF')).toBe(true);
    const lines = answer.payload.csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Name";"Einrichtung";"E-Mail";"Telefon";"Teilnehmende";"Kommentar";"Angemeldet am"',
    );
    expect(lines).toHaveLength(answer.payload.registrations.length + 1);
    // A cell starting with = would run as a spreadsheet formula.
    expect(answer.payload.csv).toContain('"\'=HYPERLINK(""x"")"');
  });

  it('keeps save, delete and registrations for admins', async () => {
    const kitchen = await createKitchen();
    expect((await refusal('workshops/registrations', { slug: 'einfuehrung-2027-11-22' }, kitchen)).code).toBe(
      'permission-denied',
    );
    expect((await refusal('workshops/delete', { slug: 'einfuehrung-2027-11-22' }, kitchen)).code).toBe(
      'permission-denied',
    );
    expect(
      (await refusal('workshops/save', { workshop: upcomingWorkshop('neu-2027-12-01') }, null)).code,
    ).toBe('unauthenticated');
  });

  it('deletes a workshop from the list', async () => {
    await call('workshops/save', { workshop: upcomingWorkshop('loeschen-2027-12-02') }, admin);
    await call('workshops/delete', { slug: 'loeschen-2027-12-02' }, admin);
    const list = await call<{ workshops: { slug: string }[] }>('workshops/list', {}, null);
    expect(list.payload.workshops.map((w) => w.slug)).not.toContain('loeschen-2027-12-02');
    expect((await testDb().doc('workshops/loeschen-2027-12-02').get()).exists).toBe(false);
    expect((await refusal('workshops/delete', { slug: 'loeschen-2027-12-02' }, admin)).code).toBe(
      'not-found',
    );
  });

  it('fills a workshop up to its capacity, then refuses, and lists it as full (#17)', async () => {
    await call('workshops/save', { workshop: upcomingWorkshop('platz-2027-12-03', { capacity: 5 }) }, admin);
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
      { workshop: upcomingWorkshop('platz-2027-12-03', { capacity: 6, seatsTaken: 0 }) },
      admin,
    );
    const saved = (await testDb().doc(PATHS.workshop('platz-2027-12-03')).get()).data();
    expect(saved).toMatchObject({ capacity: 6, seatsTaken: 5 });
  });

  it('never registers more people than places, however many register at the same moment (#17)', async () => {
    await call(
      'workshops/save',
      { workshop: upcomingWorkshop('ansturm-2027-12-04', { capacity: 3 }) },
      admin,
    );
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
    await call('workshops/save', { workshop: upcomingWorkshop(slug) }, admin);
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
  });
});
