/**
 * Rate limits (#17, lib/rateLimit.ts, shared quotas/rateLimits.ts): a script that floods a public form or
 * a creating action is refused with resource-exhausted and one German message, while other callers carry on.
 */
import { RATE_LIMITED_MESSAGE, rateLimitsOf } from '@speiseplaner/shared';
import { emailIdOf } from '../../src/lib/emailId';
import { PATHS } from '../../src/lib/paths';
import { call, refusal } from '../helpers/call';
import { upcomingWorkshop, week } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

const SLUG = 'flut-2027-10-04';
const MEMORY_SLUG = 'flut-speicher-2027-10-05';
const SPOOF_SLUG = 'flut-falsch-2027-10-06';
const FULL_SLUG = 'flut-voll-2027-10-07';
const OTHER_SLUG = 'flut-andere-2027-10-08';
const application = (email: string, workshopSlug = SLUG) => ({
  workshopSlug,
  name: 'Flut Test',
  institution: 'Kita Flut',
  email,
  participants: 1,
});
const maxOf = (type: string, scope: string) => rateLimitsOf(type).find((l) => l.scope === scope)!.max;

describe('rate limits', () => {
  beforeAll(async () => {
    const admin = await createAdmin();
    for (const slug of [SLUG, MEMORY_SLUG, SPOOF_SLUG, FULL_SLUG, OTHER_SLUG]) {
      await call('workshops/save', { workshop: upcomingWorkshop(slug), version: 0, isNew: true }, admin);
    }
  });

  it('keys a public caller on its connection in the emulator, whatever it writes into X-Forwarded-For', async () => {
    const ip = '203.0.113.50';
    const budget = maxOf('workshops/apply', 'caller');
    for (let i = 0; i < budget; i += 1) {
      // A new made-up header each time, a whole chain of them included: with a header entry as the key,
      // none would be limited (deployed, the key is the entry the platform appends: unit/clientAddress).
      await call('workshops/apply', application(`falsch-${i}@kita.test`, SPOOF_SLUG), null, {
        ip,
        forwardedFor: `10.${i % 250}.0.1, 192.0.2.${i % 250}, 198.51.100.${i % 250}`,
      });
    }
    const refused = await refusal('workshops/apply', application('falsch-x@kita.test', SPOOF_SLUG), null, {
      ip,
      forwardedFor: '198.51.100.1',
    });
    expect(refused).toEqual({ code: 'resource-exhausted', message: RATE_LIMITED_MESSAGE });
  });

  it('refuses registrations for one workshop past its hourly budget, from any address; other workshops go on', async () => {
    const budget = maxOf('workshops/apply', 'target');
    for (let i = 0; i < budget; i += 1) {
      await call('workshops/apply', application(`voll-${i}@kita.test`, FULL_SLUG), null);
    }
    const refused = await refusal('workshops/apply', application('voll-x@kita.test', FULL_SLUG), null);
    expect(refused).toEqual({ code: 'resource-exhausted', message: RATE_LIMITED_MESSAGE });
    const id = emailIdOf('voll-x@kita.test');
    expect((await testDb().doc(PATHS.registration(FULL_SLUG, id)).get()).exists).toBe(false);
    const other = await call<{ registered: boolean }>(
      'workshops/apply',
      application('voll-x@kita.test', OTHER_SLUG),
      null,
    );
    expect(other.payload.registered).toBe(true);
  });

  it('refuses the registrations of one client address past its budget, and registers another address', async () => {
    const ip = '203.0.113.7';
    const budget = maxOf('workshops/apply', 'caller');
    for (let i = 0; i < budget; i += 1) {
      await call('workshops/apply', application(`flut-${i}@kita.test`), null, { ip });
    }
    const refused = await refusal('workshops/apply', application('flut-zu-viel@kita.test'), null, { ip });
    expect(refused).toEqual({ code: 'resource-exhausted', message: RATE_LIMITED_MESSAGE });
    // The refused call wrote nothing: no registration, no mail.
    const id = emailIdOf('flut-zu-viel@kita.test');
    expect((await testDb().doc(PATHS.registration(SLUG, id)).get()).exists).toBe(false);
    expect((await testDb().doc(`${PATHS.mail}/${SLUG}-${id}`).get()).exists).toBe(false);
    // Someone else is not affected.
    const other = await call<{ registered: boolean }>(
      'workshops/apply',
      application('nachbarin@kita.test'),
      null,
      { ip: '203.0.113.8' },
    );
    expect(other.payload.registered).toBe(true);
  });

  it('limits the mails to one address, from whichever client they are asked for', async () => {
    const email = 'postfach@kita.test';
    const budget = maxOf('workshops/apply', 'address');
    const codes: string[] = [];
    for (let i = 0; i < budget; i += 1) {
      codes.push(
        await call('workshops/apply', application(email), null).then(
          () => 'ok',
          (e) => e.code,
        ),
      );
    }
    // The first registers, the repeats are politely refused (and counted).
    expect(codes).toEqual(['ok', ...Array(budget - 1).fill('already-exists')]);
    expect(await refusal('workshops/apply', application(email), null)).toEqual({
      code: 'resource-exhausted',
      message: RATE_LIMITED_MESSAGE,
    });
    const newsletterBudget = maxOf('newsletter/subscribe', 'address');
    for (let i = 0; i < newsletterBudget; i += 1) await call('newsletter/subscribe', { email }, null);
    expect((await refusal('newsletter/subscribe', { email }, null)).code).toBe('resource-exhausted');
    expect((await call('newsletter/subscribe', { email: 'andere-adresse@kita.test' }, null)).type).toBe(
      'newsletter/subscribe/answer',
    );
  });

  it('refuses a kitchen that creates weeks by script, and lets another kitchen save', async () => {
    const flooding = await createKitchen();
    const budget = maxOf('plan/saveNewWeek', 'caller');
    const weekIds = Array.from({ length: budget + 1 }, (_, i) => {
      const n = i % 50;
      return `${2030 + Math.floor(i / 50)}-W${String(n + 1).padStart(2, '0')}`;
    });
    for (const id of weekIds.slice(0, budget)) await call('plan/saveNewWeek', { week: week(id) }, flooding);
    const refused = await refusal('plan/saveNewWeek', { week: week(weekIds[budget]!) }, flooding);
    expect(refused).toEqual({ code: 'resource-exhausted', message: RATE_LIMITED_MESSAGE });
    expect((await testDb().doc(PATHS.planWeek(flooding.uid, weekIds[budget]!)).get()).exists).toBe(false);
    // Saving an existing week is not limited, and other kitchens create weeks as before.
    expect((await call('plan/saveWeek', { week: week(weekIds[0]!, [], 1) }, flooding)).type).toBe(
      'plan/saveWeek/answer',
    );
    const other = await createKitchen();
    expect((await call('plan/saveNewWeek', { week: week(weekIds[budget]!) }, other)).type).toBe(
      'plan/saveNewWeek/answer',
    );
  });

  it('keeps refusing a flooding address from memory, without waiting for the database', async () => {
    const ip = '203.0.113.99';
    const budget = maxOf('workshops/apply', 'caller');
    for (let i = 0; i < budget; i += 1) {
      await call('workshops/apply', application(`speicher-${i}@kita.test`, MEMORY_SLUG), null, { ip });
    }
    expect(
      (await refusal('workshops/apply', application('speicher-x@kita.test', MEMORY_SLUG), null, { ip })).code,
    ).toBe('resource-exhausted');
    // Even with every stored counter gone, this instance remembers the refusal until the window ends.
    const counters = await testDb().collection(PATHS.rateLimits).get();
    await Promise.all(counters.docs.map((d) => d.ref.delete()));
    expect(
      (await refusal('workshops/apply', application('speicher-y@kita.test', MEMORY_SLUG), null, { ip })).code,
    ).toBe('resource-exhausted');
    // Another client is counted afresh.
    expect((await call('workshops/apply', application('speicher-z@kita.test', MEMORY_SLUG), null)).type).toBe(
      'workshops/apply/answer',
    );
  });

  it('stores counters by hash only: no client address, uid or e-mail address in them', async () => {
    const counters = await testDb().collection(PATHS.rateLimits).get();
    expect(counters.size).toBeGreaterThan(0);
    const stored = JSON.stringify(counters.docs.map((d) => ({ id: d.id, ...d.data() })));
    expect(stored).not.toMatch(/203\.0\.113|198\.18|@kita\.test|ip:|uid:/);
    for (const doc of counters.docs) {
      expect(doc.data().expiresAt.toMillis()).toBeGreaterThan(Date.now());
    }
  });
});
