/**
 * newsletter/*: double opt-in end to end through the controller and Firestore. The links are read back out
 * of the mail documents, as a reader would click them.
 */
import { call, refusal } from '../helpers/call';
import { testDb } from '../helpers/kitchens';

interface MailDoc {
  to: string;
  message: { subject: string; text: string };
}

async function mailsTo(email: string): Promise<MailDoc[]> {
  const snap = await testDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((d) => d.data() as MailDoc);
}

/** The id and token of the app link in a mail's text, checked to point at the stack's web app. */
function linkIn(mail: MailDoc, path: string): { id: string; token: string } {
  const found = mail.message.text.split('\n').find((line) => line.startsWith('http'));
  if (!found) throw new Error(`Kein Link in „${mail.message.subject}“`);
  const url = new URL(found);
  expect(url.origin + url.pathname).toBe(`${process.env.APP_URL}${path}`);
  return { id: url.searchParams.get('id')!, token: url.searchParams.get('token')! };
}

const subscription = (id: string) => testDb().doc(`newsletterSubscriptions/${id}`);
/** Moves the last mail of a subscription into the past (as if time had gone by). */
const backdate = (id: string, minutes: number) =>
  subscription(id).update({ mailedAt: new Date(Date.now() - minutes * 60_000).toISOString() });

describe('newsletter double opt-in', () => {
  it('subscribes without sign-in, but only the confirmation link activates it; the welcome mail carries the unsubscribe link', async () => {
    const email = 'kueche@kita-sonnenschein.test';
    const answer = await call<{ email: string; message: string }>('newsletter/subscribe', { email }, null);
    expect(answer.type).toBe('newsletter/subscribe/answer');
    expect(answer.payload.message).toBe(
      `Fast geschafft! Wir haben eine E-Mail an ${email} geschickt. Bitte bestätigen Sie Ihre Anmeldung mit dem Link darin – erst dann erhalten Sie den Newsletter.`,
    );
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.message.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    const link = linkIn(mail!, '/newsletter/bestaetigen');
    expect((await subscription(link.id).get()).data()).toMatchObject({ email, status: 'pending' });

    const confirmed = await call<{ status: string; message: string }>('newsletter/confirm', link, null);
    expect(confirmed.payload).toEqual({
      status: 'active',
      message: `Vielen Dank! Ihre Anmeldung ist bestätigt: ${email} erhält ab der nächsten Ausgabe unseren Newsletter.`,
    });
    expect((await subscription(link.id).get()).data()).toMatchObject({ status: 'active' });
    const welcome = (await mailsTo(email)).find((m) => m.message.subject.startsWith('Willkommen'));
    expect(linkIn(welcome!, '/newsletter/abmelden').id).toBe(link.id);

    // A second click on the same link is no error and writes no second welcome mail.
    const again = await call<{ message: string }>('newsletter/confirm', link, null);
    expect(again.payload.message).toBe(
      `Ihre Anmeldung war bereits bestätigt: ${email} erhält unseren Newsletter.`,
    );
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('refuses a confirmation link with a wrong secret and leaves the subscription pending', async () => {
    const email = 'leitung@schule-am-see.test';
    await call('newsletter/subscribe', { email }, null);
    const link = linkIn((await mailsTo(email))[0]!, '/newsletter/bestaetigen');
    const wrong = { id: link.id, token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}` };
    expect(await refusal('newsletter/confirm', wrong, null)).toEqual({
      code: 'not-found',
      message:
        'Dieser Bestätigungslink ist ungültig. Vielleicht haben Sie den Newsletter inzwischen abbestellt – dann melden Sie sich einfach erneut an.',
    });
    expect((await subscription(link.id).get()).data()).toMatchObject({ status: 'pending' });
  });

  it('writes no further mail for repeats within minutes, in any spelling of the address', async () => {
    const email = 'mensa@gymnasium-nord.test';
    await call('newsletter/subscribe', { email }, null);
    const repeat = await call<{ message: string }>(
      'newsletter/subscribe',
      { email: 'Mensa@Gymnasium-Nord.test' },
      null,
    );
    expect(repeat.payload.message).toContain('Fast geschafft!');
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo('Mensa@Gymnasium-Nord.test')).toHaveLength(0);
  });

  it('lets a confirmation link expire after 7 days; signing up again renews it', async () => {
    const email = 'kita-wirbelwind@traeger.test';
    await call('newsletter/subscribe', { email }, null);
    const link = linkIn((await mailsTo(email))[0]!, '/newsletter/bestaetigen');
    await backdate(link.id, 8 * 24 * 60);
    expect(await refusal('newsletter/confirm', link, null)).toEqual({
      code: 'failed-precondition',
      message:
        'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut an, dann erhalten Sie einen neuen Link.',
    });
    await call('newsletter/subscribe', { email }, null);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    // The new mail carries the same link, so both mails work now.
    expect(linkIn(mails[1]!, '/newsletter/bestaetigen')).toEqual(link);
    expect((await call<{ status: string }>('newsletter/confirm', link, null)).payload.status).toBe('active');
  });

  it('tells an address that already reads the newsletter so, with the unsubscribe link, and keeps it active', async () => {
    const email = 'einkauf@kantine-west.test';
    await call('newsletter/subscribe', { email }, null);
    const link = linkIn((await mailsTo(email))[0]!, '/newsletter/bestaetigen');
    await call('newsletter/confirm', link, null);
    await backdate(link.id, 11);
    const answer = await call<{ message: string }>('newsletter/subscribe', { email }, null);
    expect(answer.payload.message).toContain('Fast geschafft!');
    const note = (await mailsTo(email)).find(
      (m) => m.message.subject === 'Sie erhalten unseren Newsletter bereits',
    );
    expect(linkIn(note!, '/newsletter/abmelden').id).toBe(link.id);
    expect((await subscription(link.id).get()).data()).toMatchObject({ status: 'active' });
  });

  it('answers every unsubscribe the same – unknown, wrong secret, valid, already gone – and only the valid link deletes', async () => {
    const email = 'hauswirtschaft@kita-kleeblatt.test';
    await call('newsletter/subscribe', { email }, null);
    const confirm = linkIn((await mailsTo(email))[0]!, '/newsletter/bestaetigen');
    await call('newsletter/confirm', confirm, null);
    const welcome = (await mailsTo(email)).find((m) => m.message.subject.startsWith('Willkommen'))!;
    const unsubscribe = linkIn(welcome, '/newsletter/abmelden');
    const stored = (await subscription(unsubscribe.id).get()).data();
    const answerTo = async (link: { id: string; token: string }) => {
      const { type, payload } = await call('newsletter/unsubscribe', link, null);
      return { type, payload };
    };

    const unknown = await answerTo({ id: 'f'.repeat(40), token: unsubscribe.token });
    // The confirmation secret is not the unsubscribe secret.
    const wrongSecret = await answerTo(confirm);
    expect((await subscription(unsubscribe.id).get()).data()).toEqual(stored);
    const valid = await answerTo(unsubscribe);
    expect((await subscription(unsubscribe.id).get()).exists).toBe(false);
    const again = await answerTo(unsubscribe);

    expect(valid).toEqual({
      type: 'newsletter/unsubscribe/answer',
      payload: {
        status: 'unsubscribed',
        message:
          'Wenn dieser Abmeldelink gültig war, ist Ihre Adresse jetzt vom Newsletter abgemeldet und gelöscht. Falls Sie weiterhin E-Mails erhalten, verwenden Sie bitte den Link aus der neuesten Newsletter-E-Mail.',
      },
    });
    expect([unknown, wrongSecret, again]).toEqual([valid, valid, valid]);
    // The old confirmation link cannot bring the address back.
    expect((await refusal('newsletter/confirm', confirm, null)).code).toBe('not-found');
  });
});
