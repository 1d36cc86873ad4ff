/**
 * App Check per action as deployed (lib/appCheck.ts; docs/operations.md, "App Check"): each test runs its
 * calls with FUNCTIONS_EMULATOR unset, as in production (the test setup sets it for the local stack, where
 * nothing is refused). Public reads pass without a token; every other action needs one the platform
 * verified (`request.app`, given by the call helper as firebase-functions would set it); a public write's
 * token is consumed, and one consumed before is refused. Google's App Check service is out of reach of a
 * local stack, so a stand-in remembers the consumed tokens as the service does.
 */
import { emailIdOf } from '../../src/lib/emailId';
import { PATHS } from '../../src/lib/paths';
import { replaceAppCheckService } from '../../src/lib/appCheck';
import { call, refusal, type Kitchen } from '../helpers/call';
import { upcomingWorkshop, week } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

/** Runs `run` as deployed: FUNCTIONS_EMULATOR unset (App Check enforced), put back afterwards. */
async function deployed<T>(run: () => Promise<T>): Promise<T> {
  const saved = process.env.FUNCTIONS_EMULATOR;
  delete process.env.FUNCTIONS_EMULATOR;
  try {
    return await run();
  } finally {
    process.env.FUNCTIONS_EMULATOR = saved;
  }
}

/** Google's App Check service as far as the functions use it: each token can be consumed once. */
const consumed = new Set<string>();
const consumeCalls: string[] = [];
let serviceDown = false;
beforeAll(() =>
  replaceAppCheckService({
    consume: (token) => {
      consumeCalls.push(token);
      if (serviceDown) return Promise.reject(new Error('App Check nicht erreichbar'));
      const before = consumed.has(token);
      consumed.add(token);
      return Promise.resolve(before);
    },
  }),
);
afterAll(() => replaceAppCheckService(null));

let nextToken = 0;
const freshToken = () => `limited-use-token-${Date.now()}-${++nextToken}`;

const SLUG = 'app-check-2027-11-24';
const application = (email: string) => ({
  workshopSlug: SLUG,
  name: 'Anna Berg',
  institution: 'Kita Regenbogen',
  email,
  participants: 2,
});
const registrationsOf = async (email: string) =>
  Number(
    (
      await testDb()
        .doc(PATHS.registration(SLUG, emailIdOf(email)))
        .get()
    ).exists,
  );
const mailsTo = async (email: string) =>
  (await testDb().collection('mail').where('to', '==', email).get()).size;
const subscribed = async (email: string) =>
  (
    await testDb()
      .doc(PATHS.newsletterSubscription(emailIdOf(email)))
      .get()
  ).exists;

const APP_CHECK_MISSING =
  'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu. Blockiert ein Werbe- oder Skriptblocker reCAPTCHA von Google, erlauben Sie es für diese Seite.';

describe('App Check as deployed', () => {
  let kitchen: Kitchen;
  beforeAll(async () => {
    const admin = await createAdmin();
    await call('workshops/save', { workshop: upcomingWorkshop(SLUG), version: 0, isNew: true }, admin);
    kitchen = await createKitchen();
  });

  it('answers the public reads (workshop list, videos) without an App Check token', async () => {
    const list = await deployed(() => call<{ workshops: { slug: string }[] }>('workshops/list', {}, null));
    expect(list.payload.workshops.map((w) => w.slug)).toContain(SLUG);
    const videos = await deployed(() => call('videos/list', {}, null));
    expect(videos.type).toBe('videos/list/answer');
    expect(consumeCalls).toEqual([]);
  });

  it('refuses a public write without a token with unauthenticated, and writes nothing', async () => {
    const email = 'ohne.token@kita-regenbogen.test';
    expect(await deployed(() => refusal('workshops/apply', application(email), null))).toEqual({
      code: 'unauthenticated',
      message: APP_CHECK_MISSING,
    });
    expect(await deployed(() => refusal('newsletter/subscribe', { email }, null))).toEqual({
      code: 'unauthenticated',
      message: APP_CHECK_MISSING,
    });
    expect([await registrationsOf(email), await mailsTo(email), await subscribed(email)]).toEqual([
      0,
      0,
      false,
    ]);
  });

  it("refuses a kitchen's read and save without a token, and answers them with one", async () => {
    expect(await deployed(() => refusal('plan/listWeeks', {}, kitchen))).toMatchObject({
      code: 'unauthenticated',
    });
    expect(
      await deployed(() => refusal('plan/saveNewWeek', { week: week('2027-W10') }, kitchen)),
    ).toMatchObject({ code: 'unauthenticated' });

    const token = freshToken();
    const answer = await deployed(() => call('plan/listWeeks', {}, kitchen, { appCheckToken: token }));
    expect(answer.type).toBe('plan/listWeeks/answer');
    // The standard token is used for an hour and not consumed: the same one passes again.
    await deployed(() => call('plan/listWeeks', {}, kitchen, { appCheckToken: token }));
    expect(consumeCalls).not.toContain(token);
  });

  it('consumes a public write token once: the same token again is refused and writes nothing', async () => {
    const email = 'einmal@kita-regenbogen.test';
    const token = freshToken();

    const answer = await deployed(() =>
      call<{ registered: boolean }>('workshops/apply', application(email), null, { appCheckToken: token }),
    );
    expect(answer.payload.registered).toBe(true);
    expect(await registrationsOf(email)).toBe(1);

    const replay = await deployed(() =>
      refusal('workshops/apply', application(email), null, { appCheckToken: token }),
    );
    expect(replay).toEqual({
      code: 'unauthenticated',
      message:
        'Diese Anfrage wurde schon einmal gesendet. Bitte laden Sie die Seite neu und senden Sie sie noch einmal.',
    });
    expect([await registrationsOf(email), await mailsTo(email)]).toEqual([1, 1]);
    expect(consumeCalls.filter((t) => t === token)).toHaveLength(2);
  });

  it('refuses a newsletter sign-up with a token App Check reports as consumed', async () => {
    const email = 'verbraucht@kita-regenbogen.test';
    const token = freshToken();
    consumed.add(token);

    expect(
      await deployed(() => refusal('newsletter/subscribe', { email }, null, { appCheckToken: token })),
    ).toMatchObject({ code: 'unauthenticated' });
    expect([await mailsTo(email), await subscribed(email)]).toEqual([0, false]);

    // A new token, as the web app fetches one for every public write, signs up.
    await deployed(() => call('newsletter/subscribe', { email }, null, { appCheckToken: freshToken() }));
    expect([await mailsTo(email), await subscribed(email)]).toEqual([1, true]);
  });

  it('answers unavailable when App Check cannot be asked, and writes nothing', async () => {
    const email = 'spaeter@kita-regenbogen.test';
    serviceDown = true;
    try {
      expect(
        await deployed(() =>
          refusal('workshops/apply', application(email), null, { appCheckToken: freshToken() }),
        ),
      ).toMatchObject({ code: 'unavailable' });
    } finally {
      serviceDown = false;
    }
    expect(await registrationsOf(email)).toBe(0);
  });

  it('refuses nothing in the emulator (FUNCTIONS_EMULATOR=true), and consumes nothing there', async () => {
    const before = consumeCalls.length;
    const email = 'emulator@kita-regenbogen.test';
    await call('workshops/apply', application(email), null);
    await call('plan/listWeeks', {}, kitchen);
    expect(await registrationsOf(email)).toBe(1);
    expect(consumeCalls).toHaveLength(before);
  });
});
