/**
 * A kitchen with a team (issue #29), end to end on the Hosting emulator: the Küchenleitung invites a cook
 * on the team page; the cook opens the link of the invitation mail (the `mail` outbox), signs up with the
 * widget's e-mail link (which confirms the address, as team/accept demands), gives the name the e-mail
 * link does not bring and joins; the team list shows that name; both plan different
 * days of one week in two browser contexts and each day names its author; the same day edited by both
 * opens the conflict dialog naming the other; a reader sees the plan without edit controls, opens the
 * Aushang and is refused a write by the backend; a removed cook's next call is refused.
 *
 * The tests run in order and share the people made in beforeAll; each test opens its own browser
 * contexts, and an account goes through the login screen once, later contexts start signed in
 * (browserHooks' `openSignedIn`). docs/testing.md, "Browser tests".
 */
import { randomBytes } from 'node:crypto';
import {
  NOT_A_MEMBER,
  ROLE_LABELS,
  roleRefusal,
  WEEKDAYS,
  type KitchenDoc,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { addKitchenMember, writeLeadKitchen } from '../../src/kitchens';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { callController, idTokenOf } from './support/callables';
import { latestOobLink } from './support/emulator';
import { appUrl, callableRefused } from './support/pages';
import {
  addRecipe,
  dayCard,
  distinctRecipes,
  seededCatalogue,
  storedWeek,
  waitUntilSaved,
  waitForWeek,
  weekPath,
} from './support/planPage';
import { accountButton } from './support/signIn';
import { adminAuth, adminDb, kitchenDoc, uniqueEmail, type TestUser } from './support/users';

jest.setTimeout(300_000);
const browser = useBrowser();

/** A week in the planning window, planned by nobody else (each run makes its own kitchen). */
const WEEK = '2030-W14';
const [MONDAY, TUESDAY, WEDNESDAY, THURSDAY] = [0, 1, 2, 3];
const KITCHEN_NAME = 'Kita Sonnenblume';
const LEAD_NAME = 'Anna Becker';
/** Screenshots go where the other browser tests put theirs. */
const SHOTS = '/tmp';

/** Generous: the machine is shared and loaded (timeouts are hang guards, docs/testing.md). */
const WAIT = { timeout: 60_000 };

async function account(tag: string, name: string): Promise<TestUser & { kitchenId: string }> {
  const email = uniqueEmail(tag);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { uid } = await adminAuth().createUser({ email, password, displayName: name, emailVerified: true });
  return { uid, email, password, name, kitchenId: uid };
}

let lead: TestUser;
let reader: TestUser;
/** Filled by the first test: the cook who joined through the invitation. */
const cook = {
  uid: '',
  email: uniqueEmail('koch'),
  password: `pw-${randomBytes(6).toString('hex')}`,
  name: 'Ben Koch',
};
let dishes: RecipeListEntry[];

beforeAll(async () => {
  lead = await account('leitung', LEAD_NAME);
  await writeLeadKitchen(adminDb(), {
    uid: lead.uid,
    email: lead.email,
    name: KITCHEN_NAME,
    nickName: LEAD_NAME,
    features: { plan: true, recipes: true, ingredients: true },
    heads: { kiga: 20 },
  });
  // The reader joins the way team/accept writes a member: the kitchen's members entry and the person's
  // kitchens map in one transaction (src/kitchens.ts addKitchenMember).
  const readerAccount = await account('lesen', 'Rita Lesemann');
  await addKitchenMember(adminDb(), lead.kitchenId, {
    uid: readerAccount.uid,
    email: readerAccount.email,
    nickName: readerAccount.name,
    role: 'reader',
  });
  reader = { ...readerAccount, kitchenId: lead.kitchenId };
  dishes = distinctRecipes((await seededCatalogue()).recipes, 6);
  expect(dishes).toHaveLength(6);
});

const kitchen = async () => (await kitchenDoc(lead).get()).data() as KitchenDoc;

/** The invitation mail the backend wrote to the outbox for this address, and the link in it. */
async function invitationLink(email: string): Promise<URL> {
  for (let tries = 0; tries < 120; tries++) {
    const mails = await adminDb().collection('mail').where('to', '==', email).get();
    const text = mails.docs.map((d) => (d.data().message?.text ?? '') as string).join('\n');
    const link = /https?:\/\/\S*\/einladung\?kueche=[^\s&]+&token=[^\s)>"]+/.exec(text)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Keine Einladungs-E-Mail an ${email} im Postausgang`);
}

test('the Küchenleitung invites a cook, who signs up through the mailed link and joins', async () => {
  const leadPage = (await browser.openSignedIn(lead)).page;
  await accountButton(leadPage).click();
  await leadPage.getByRole('menuitem', { name: 'Team' }).click();
  await leadPage.getByRole('heading', { level: 1, name: 'Team' }).waitFor(WAIT);
  await leadPage
    .getByText(`Wer in „${KITCHEN_NAME}“ mitarbeitet. Ihre Rolle: Küchenleitung.`, { exact: false })
    .waitFor(WAIT);

  const form = leadPage.getByRole('form', { name: 'Person einladen' });
  await form.getByLabel('E-Mail-Adresse').fill(cook.email);
  // Köchin/Koch is the form's default role; the select shows it.
  await expect(form.getByRole('combobox', { name: 'Rolle' }).textContent()).resolves.toContain(
    ROLE_LABELS.cook,
  );
  await form.getByRole('button', { name: 'Einladen' }).click();
  await leadPage.getByText(`Die Einladung an ${cook.email} ist verschickt.`).waitFor(WAIT);
  const pending = leadPage.getByRole('table', { name: 'Offene Einladungen' });
  const row = pending.getByRole('row').filter({ hasText: cook.email });
  await row.waitFor(WAIT);
  expect(await row.textContent()).toContain(ROLE_LABELS.cook);
  expect(await row.textContent()).toContain(LEAD_NAME);
  await leadPage.screenshot({ path: `${SHOTS}/teams-team-leitung-desktop.png`, fullPage: true });
  await leadPage.setViewportSize(PHONE_VIEWPORT);
  await leadPage.screenshot({ path: `${SHOTS}/teams-team-leitung-phone.png`, fullPage: true });
  await leadPage.setViewportSize({ width: 1280, height: 800 });

  // The mail's link, opened on the app's origin in the cook's own browser.
  const link = await invitationLink(cook.email);
  expect(link.searchParams.get('kueche')).toBe(lead.kitchenId);
  const invitationPath = `${link.pathname}${link.search}`;
  const cookPage = (await browser.open()).page;
  await cookPage.goto(appUrl(invitationPath));
  await cookPage.getByRole('heading', { level: 1, name: 'Einladung annehmen' }).waitFor(WAIT);
  await cookPage.getByRole('link', { name: 'Anmelden oder registrieren' }).click();

  // Sign-up with the widget's e-mail link: opening the link signs in and confirms the address.
  await cookPage.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await cookPage.getByLabel('E-Mail-Adresse').fill(cook.email);
  await cookPage.getByRole('button', { name: 'Weiter' }).click();
  await cookPage.getByRole('button', { name: 'Anmeldelink per E-Mail senden' }).click();
  await cookPage.getByText(`Wir haben einen Anmeldelink an ${cook.email} gesendet.`).waitFor(WAIT);
  const mail = await latestOobLink(cook.email, 'EMAIL_SIGNIN');
  // The emulator's action page would redirect to the continue URL with the code; go there directly.
  const emulatorLink = new URL(mail.oobLink);
  const signInLink = new URL(emulatorLink.searchParams.get('continueUrl')!);
  expect(signInLink.pathname).toBe('/login');
  expect(signInLink.searchParams.get('signInSuccessUrl')).toBe(invitationPath);
  signInLink.searchParams.set('mode', 'signIn');
  signInLink.searchParams.set('oobCode', mail.oobCode);
  signInLink.searchParams.set('apiKey', emulatorLink.searchParams.get('apiKey') ?? 'demo-api-key');
  await cookPage.goto(appUrl(`${signInLink.pathname}${signInLink.search}`));

  // The e-mail link brings no name: the page asks for one before it joins.
  const nameField = cookPage.getByRole('textbox', { name: 'Ihr Name' });
  await nameField.waitFor(WAIT);
  await nameField.fill(cook.name);
  await cookPage.getByRole('button', { name: 'Einladung annehmen' }).click();
  const joined = cookPage.getByText(`Sie gehören jetzt zur Küche „${KITCHEN_NAME}“ als ${ROLE_LABELS.cook}.`);
  await joined.waitFor(WAIT);
  await cookPage.screenshot({ path: `${SHOTS}/teams-einladung-angenommen.png`, fullPage: true });

  const auth = await adminAuth().getUserByEmail(cook.email);
  expect(auth.emailVerified).toBe(true);
  cook.uid = auth.uid;
  const members = (await kitchen()).members;
  expect(members[cook.uid]).toMatchObject({ role: 'cook', name: cook.name });
  const person = (await adminDb().doc(`users/${cook.uid}`).get()).data();
  expect(person?.kitchens).toEqual({ [lead.kitchenId]: 'cook' });
  // No kitchen of their own for someone who signed up to join.
  expect((await adminDb().doc(`kitchens/${cook.uid}`).get()).exists).toBe(false);
  // The invitation is used up: the lead's list is empty again.
  await leadPage.reload();
  await leadPage.getByText('Keine offenen Einladungen.').waitFor(WAIT);
  await leadPage
    .getByRole('table', { name: 'Mitglieder' })
    .getByRole('row')
    .filter({ hasText: cook.email })
    .filter({ hasText: cook.name })
    .filter({ hasText: ROLE_LABELS.cook })
    .waitFor(WAIT);
});

test('two members plan different days of one week at once; both dishes stay and each day names its author', async () => {
  expect(cook.uid).not.toBe('');
  // From here the cook signs in with a password: the account the e-mail link made has none. (Set here, not
  // in the first test: a new password ends the sessions, and the cook's open page there would be refused.)
  await adminAuth().updateUser(cook.uid, { password: cook.password });
  const leadPage = (await browser.openSignedIn(lead, { after: weekPath(WEEK) })).page;
  await waitForWeek(leadPage, WEEK);
  // The week exists before the two start (so both load the same stored version).
  await addRecipe(leadPage, WEEK, WEDNESDAY, dishes[0]!.name);
  await waitUntilSaved(leadPage);

  const cookPage = (await browser.openSignedIn(cook, { after: weekPath(WEEK) })).page;
  await waitForWeek(cookPage, WEEK);
  await dayCard(cookPage, WEEK, WEDNESDAY).getByText(dishes[0]!.name, { exact: true }).waitFor(WAIT);
  const loaded = (await storedWeek(lead.kitchenId, WEEK))!.version;

  // The lead saves Monday; the cook, still on the week as loaded, saves Tuesday.
  await addRecipe(leadPage, WEEK, MONDAY, dishes[1]!.name);
  await waitUntilSaved(leadPage);
  expect((await storedWeek(lead.kitchenId, WEEK))!.version).toBeGreaterThan(loaded);
  expect(await dayCard(cookPage, WEEK, MONDAY).getByText(dishes[1]!.name).count()).toBe(0);
  await addRecipe(cookPage, WEEK, TUESDAY, dishes[2]!.name);
  await waitUntilSaved(cookPage);

  const stored = (await storedWeek(lead.kitchenId, WEEK))!;
  expect(stored.days[MONDAY]!.recipes).toEqual([dishes[1]!.slug]);
  expect(stored.days[TUESDAY]!.recipes).toEqual([dishes[2]!.slug]);
  expect(stored.days[WEDNESDAY]!.recipes).toEqual([dishes[0]!.slug]);
  expect(stored.days[MONDAY]!.changedBy?.uid).toBe(lead.uid);
  expect(stored.days[TUESDAY]!.changedBy?.uid).toBe(cook.uid);

  for (const page of [leadPage, cookPage]) {
    await page.reload();
    await dayCard(page, WEEK, MONDAY).waitFor(WAIT);
    const monday = dayCard(page, WEEK, MONDAY);
    const tuesday = dayCard(page, WEEK, TUESDAY);
    await monday.getByText(dishes[1]!.name, { exact: true }).waitFor(WAIT);
    await tuesday.getByText(dishes[2]!.name, { exact: true }).waitFor(WAIT);
    await monday
      .getByTestId('day-changed-by')
      .filter({ hasText: `zuletzt geändert von ${LEAD_NAME}, ` })
      .waitFor(WAIT);
    await tuesday
      .getByTestId('day-changed-by')
      .filter({ hasText: `zuletzt geändert von ${cook.name}, ` })
      .waitFor(WAIT);
  }
  await cookPage.screenshot({ path: `${SHOTS}/teams-woche-zwei-autoren.png`, fullPage: true });
});

test('the same day changed by both: the second save opens the conflict dialog naming the other', async () => {
  expect(cook.uid).not.toBe('');
  const leadPage = (await browser.openSignedIn(lead, { after: weekPath(WEEK) })).page;
  await waitForWeek(leadPage, WEEK);
  // The backend answers the stale save with failed-precondition (HTTP 400), which the page shows as the dialog.
  const cookPage = (
    await browser.openSignedIn(cook, {
      expectedConsoleErrors: [callableRefused(400, 'controller')],
      after: weekPath(WEEK),
    })
  ).page;
  await waitForWeek(cookPage, WEEK);
  await dayCard(cookPage, WEEK, MONDAY).getByText(dishes[1]!.name, { exact: true }).waitFor(WAIT);

  await addRecipe(leadPage, WEEK, THURSDAY, dishes[3]!.name);
  await waitUntilSaved(leadPage);
  await addRecipe(cookPage, WEEK, THURSDAY, dishes[4]!.name);

  const dialog = cookPage.getByRole('dialog', { name: 'Neuere Version vorhanden' });
  await dialog.waitFor(WAIT);
  const reason = await dialog.locator('#conflict-reason').textContent();
  expect(reason).toMatch(
    new RegExp(`^${LEAD_NAME} hat ${WEEKDAYS[THURSDAY]!.label} inzwischen ebenfalls geändert \\(`),
  );
  await cookPage.screenshot({ path: `${SHOTS}/teams-konflikt.png`, fullPage: true });
  // Nothing was written over the lead's Thursday.
  expect((await storedWeek(lead.kitchenId, WEEK))!.days[THURSDAY]!.recipes).toEqual([dishes[3]!.slug]);

  await dialog.getByRole('button', { name: 'Gespeicherte Fassung laden' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  await dayCard(cookPage, WEEK, THURSDAY).getByText(dishes[3]!.name, { exact: true }).waitFor(WAIT);
});

test('a reader sees the plan without edit controls, opens the Aushang, and the backend refuses a write', async () => {
  const { page } = await browser.openSignedIn(reader, { after: weekPath(WEEK) });
  await waitForWeek(page, WEEK);
  const monday = dayCard(page, WEEK, MONDAY);
  await monday.getByText(dishes[1]!.name, { exact: true }).waitFor(WAIT);
  await monday.getByTestId('day-changed-by').filter({ hasText: LEAD_NAME }).waitFor(WAIT);
  for (const label of ['Rezept hinzufügen', 'Woche kopieren', 'Masterplan-Woche übernehmen'])
    expect(await page.getByRole('button', { name: label }).count()).toBe(0);
  for (const label of [
    `${dishes[1]!.name} entfernen`,
    `${dishes[1]!.name} verschieben`,
    `Personen am ${WEEKDAYS[MONDAY]!.label} ändern`,
  ])
    expect(await monday.getByRole('button', { name: label }).count()).toBe(0);
  await page.screenshot({ path: `${SHOTS}/teams-lesen-speiseplan.png`, fullPage: true });

  await page.getByRole('link', { name: 'Aushang drucken' }).click();
  await page.getByRole('heading', { level: 1, name: 'Aushang für die Eltern' }).waitFor(WAIT);
  const sheet = page.getByRole('article', { name: 'Aushang für die Eltern' });
  await sheet.getByText(dishes[1]!.name).first().waitFor(WAIT);
  await page.screenshot({ path: `${SHOTS}/teams-lesen-aushang.png`, fullPage: true });

  const token = await idTokenOf(reader.email, reader.password);
  const week = (await storedWeek(lead.kitchenId, WEEK))!;
  const changed = { ...week, days: week.days.map((d, i) => (i === 4 ? { recipes: [dishes[5]!.slug] } : d)) };
  const answer = await callController('plan/saveWeek', { week: changed }, token, lead.kitchenId);
  expect(answer.error).toEqual({
    status: 'PERMISSION_DENIED',
    message: roleRefusal('reader', 'cook'),
  });
  expect((await storedWeek(lead.kitchenId, WEEK))!.version).toBe(week.version);
});

test('the Küchenleitung removes the cook; the cook’s next call is refused', async () => {
  expect(cook.uid).not.toBe('');
  const cookToken = await idTokenOf(cook.email, cook.password);
  const before = await callController('plan/listWeeks', { from: WEEK, to: WEEK }, cookToken, lead.kitchenId);
  expect(before.error).toBeUndefined();

  const cookPage = (
    await browser.openSignedIn(cook, {
      expectedConsoleErrors: [callableRefused(403, 'controller')],
      after: weekPath(WEEK),
    })
  ).page;
  await waitForWeek(cookPage, WEEK);

  const { page } = await browser.openSignedIn(lead);
  await page.goto(appUrl('/app/team'));
  await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor(WAIT);
  const members = page.getByRole('table', { name: 'Mitglieder' });
  await members.getByRole('row').filter({ hasText: cook.email }).waitFor(WAIT);
  await members.getByRole('button', { name: `${cook.name} entfernen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Mitglied entfernen?' });
  await confirm.getByRole('button', { name: 'Entfernen' }).click();
  await members
    .getByRole('row')
    .filter({ hasText: cook.email })
    .waitFor({ state: 'detached', ...WAIT });
  expect((await kitchen()).members[cook.uid]).toBeUndefined();

  const after = await callController('plan/listWeeks', { from: WEEK, to: WEEK }, cookToken, lead.kitchenId);
  expect(after.error).toEqual({ status: 'PERMISSION_DENIED', message: NOT_A_MEMBER });

  // The cook's browser on its next start: the cook belongs to no kitchen any more, and the planner says so
  // once, instead of the kitchen's plan or the backend's refusal.
  await cookPage.reload();
  await cookPage
    .getByRole('heading', { level: 1, name: 'Sie gehören zurzeit zu keiner Küche' })
    .waitFor(WAIT);
  expect(await cookPage.getByText(NOT_A_MEMBER).count()).toBe(0);
  await cookPage.screenshot({ path: `${SHOTS}/teams-koch-entfernt.png`, fullPage: true });
  expect(await cookPage.getByText(dishes[1]!.name, { exact: true }).count()).toBe(0);
});
