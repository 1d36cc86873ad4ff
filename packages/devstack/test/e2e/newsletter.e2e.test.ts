/**
 * Newsletter with double opt-in, as a visitor lives it: the form refuses a bad address in German, a good one
 * is answered with "check your mail"; the link in the confirmation mail (read from the `mail` collection the
 * Trigger-Email extension sends from) activates the subscription; the link in the welcome mail ends it and
 * removes the address.
 */
import { useBrowser } from './support/browserHooks';
import { appUrl, callableRefused } from './support/pages';
import { adminDb, uniqueEmail } from './support/users';
import { untilHydrated } from './support/hydration';

jest.setTimeout(120_000);
const browser = useBrowser();

interface MailDoc {
  to: string;
  message: { subject: string; text: string };
}

/** The one mail to `to` with this subject, waited for (the backend writes it within the call). */
async function mailTo(to: string, subject: string): Promise<MailDoc> {
  const snap = await adminDb().collection('mail').where('to', '==', to).get();
  const mails = snap.docs.map((d) => d.data() as MailDoc).filter((m) => m.message.subject === subject);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

const linkIn = (mail: MailDoc) => mail.message.text.split('\n').find((line) => line.startsWith('http'))!;

test('a visitor subscribes, confirms through the mailed link and unsubscribes through the welcome mail', async () => {
  const email = uniqueEmail('newsletter');
  // The old confirmation link at the end: the controller answers NOT_FOUND.
  const { page } = await browser.open({ expectedConsoleErrors: [callableRefused(404, 'controller')] });
  await page.goto(appUrl('/newsletter'));
  await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
  await untilHydrated(page);
  const field = page.getByLabel('E-Mail-Adresse');
  const submit = page.getByRole('button', { name: 'Newsletter abonnieren' });

  await submit.click();
  await page.getByText('Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren').waitFor();
  await field.fill('kueche@kita');
  await submit.click();
  await page.getByText('Diese E-Mail-Adresse ist ungültig').waitFor();
  expect(await field.inputValue()).toBe('kueche@kita');

  await field.fill(` ${email} `);
  await field.press('Enter');
  await page
    .getByText(`Fast geschafft! Wir haben eine E-Mail an ${email} geschickt.`, { exact: false })
    .waitFor();
  const confirmMail = await mailTo(email, 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
  const confirmLink = linkIn(confirmMail);
  expect(confirmLink.startsWith(appUrl('/newsletter/bestaetigen?id='))).toBe(true);
  const id = new URL(confirmLink).searchParams.get('id')!;
  expect((await adminDb().doc(`newsletterSubscriptions/${id}`).get()).get('status')).toBe('pending');

  // A link cut off in the mail program is named as such, and nothing changes.
  await page.goto(confirmLink.slice(0, -5));
  await page.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung' }).waitFor();
  await page.getByText('Der Link ist unvollständig. Bitte kopieren Sie ihn ganz aus der E-Mail.').waitFor();
  expect((await adminDb().doc(`newsletterSubscriptions/${id}`).get()).get('status')).toBe('pending');

  await page.goto(confirmLink);
  await page
    .getByText(
      `Vielen Dank! Ihre Anmeldung ist bestätigt: ${email} erhält ab der nächsten Ausgabe unseren Newsletter.`,
    )
    .waitFor({ timeout: 60_000 });
  expect((await adminDb().doc(`newsletterSubscriptions/${id}`).get()).get('status')).toBe('active');

  const unsubscribeLink = linkIn(await mailTo(email, 'Willkommen beim Newsletter des Speiseplaners'));
  expect(unsubscribeLink.startsWith(appUrl('/newsletter/abmelden?id='))).toBe(true);
  await page.goto(unsubscribeLink);
  await page.getByRole('heading', { level: 1, name: 'Newsletter abbestellen' }).waitFor();
  await page
    .getByText('Wenn dieser Abmeldelink gültig war, ist Ihre Adresse jetzt vom Newsletter abgemeldet', {
      exact: false,
    })
    .waitFor({ timeout: 60_000 });
  expect((await adminDb().doc(`newsletterSubscriptions/${id}`).get()).exists).toBe(false);

  // The old confirmation link cannot bring the address back; the page offers a new sign-up.
  await page.goto(confirmLink);
  await page
    .getByText('Dieser Bestätigungslink ist ungültig.', { exact: false })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Erneut anmelden' }).click();
  await page.getByRole('button', { name: 'Newsletter abonnieren' }).waitFor();
});
