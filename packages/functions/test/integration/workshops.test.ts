/** workshops/*: public list and registration with mail document; admin save, delete, registrations CSV. */
import { emailIdOf } from '../../src/lib/emailId';
import { PATHS } from '../../src/lib/paths';
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
    expect(bad.message).toContain('„institution“');
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
    expect(bad.message).toBe('Ungültige Eingabe im Feld „email“: ungültiger Wert.');
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
});
