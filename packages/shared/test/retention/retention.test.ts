/**
 * Retention rules (docs/operations.md, "Data retention"): each period at its boundary — kept at exactly
 * the period, expired a millisecond later — and what happens to times that cannot be read.
 */
import {
  GUEST_INACTIVITY_DAYS,
  guestExpired,
  MAIL_RETENTION_DAYS,
  NEWSLETTER_CONFIRM_DAYS,
  PENDING_NEWSLETTER_RETENTION_DAYS,
  WORKSHOP_REGISTRATION_RETENTION_DAYS,
  mailExpired,
  newsletterConfirmLinkExpired,
  pendingNewsletterExpired,
  registrationExpired,
  registrationsRetentionStart,
  retentionCutoff,
  workshopDayOfSlug,
  workshopRegistrationsExpired,
} from '../../src';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-24T02:30:00.000Z');
/** The instant `days` days (plus `ms` milliseconds) before `now`. */
const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY_MS - ms);
const iso = (days: number, ms = 0) => ago(days, ms).toISOString();

describe('the periods', () => {
  it('are 30 days for unconfirmed sign-ups, 90 after a workshop, 30 for finished mails', () => {
    expect(PENDING_NEWSLETTER_RETENTION_DAYS).toBe(30);
    expect(WORKSHOP_REGISTRATION_RETENTION_DAYS).toBe(90);
    expect(MAIL_RETENTION_DAYS).toBe(30);
  });

  it('keep an unconfirmed sign-up well after its confirmation link stopped working', () => {
    expect(PENDING_NEWSLETTER_RETENTION_DAYS).toBeGreaterThan(NEWSLETTER_CONFIRM_DAYS);
    const mailedAt = iso(NEWSLETTER_CONFIRM_DAYS, 1);
    expect(newsletterConfirmLinkExpired(mailedAt, now)).toBe(true);
    expect(pendingNewsletterExpired({ status: 'pending', mailedAt }, now)).toBe(false);
  });

  it('retentionCutoff is now minus the period, in whole days of milliseconds', () => {
    expect(retentionCutoff(30, now).toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(retentionCutoff(0, now)).toEqual(now);
  });
});

describe('pendingNewsletterExpired', () => {
  const pending = (mailedAt: unknown) => ({ status: 'pending', mailedAt });

  it('keeps a pending sign-up for exactly 30 days after its last mail and drops it a millisecond later', () => {
    expect(pendingNewsletterExpired(pending(iso(30)), now)).toBe(false);
    expect(pendingNewsletterExpired(pending(iso(30, 1)), now)).toBe(true);
    expect(pendingNewsletterExpired(pending(iso(29)), now)).toBe(false);
    expect(pendingNewsletterExpired(pending(iso(400)), now)).toBe(true);
  });

  it('never expires an active subscription, however old its last mail', () => {
    expect(pendingNewsletterExpired({ status: 'active', mailedAt: iso(3650) }, now)).toBe(false);
    expect(pendingNewsletterExpired({ mailedAt: iso(3650) }, now)).toBe(false);
  });

  it('counts an unreadable last mail as expired, as the confirmation link does', () => {
    for (const mailedAt of [undefined, null, '', 'gestern', 42]) {
      expect(pendingNewsletterExpired(pending(mailedAt), now)).toBe(true);
    }
  });

  it('reads instants with an offset (the schema allows them)', () => {
    // Written in Berlin winter time: an hour more than 30 days before now, and exactly 30 days.
    expect(pendingNewsletterExpired(pending('2026-10-25T02:29:59.999+01:00'), now)).toBe(true);
    expect(pendingNewsletterExpired(pending('2026-10-25T03:30:00.000+01:00'), now)).toBe(false);
  });
});

describe('workshop registrations', () => {
  it('workshopDayOfSlug reads the day a workshop slug ends with', () => {
    expect(workshopDayOfSlug('einfuehrung-in-den-speiseplaner-2026-03-12')).toBe('2026-03-12');
    expect(workshopDayOfSlug('brot-2024-02-29')).toBe('2024-02-29');
    expect(workshopDayOfSlug('brot-2026-02-29')).toBeUndefined();
    expect(workshopDayOfSlug('brot-2026-3-12')).toBeUndefined();
    expect(workshopDayOfSlug('sommerfest')).toBeUndefined();
    expect(workshopDayOfSlug('2026-03-12')).toBeUndefined();
  });

  it('counts from the workshop start, else from the day in the slug, else not at all', () => {
    const date = '2026-03-12T09:00:00.000Z';
    expect(registrationsRetentionStart({ date }, 'kochen-2026-03-12')).toBe(date);
    expect(registrationsRetentionStart({ date: '2026-03-12T10:00:00+01:00' }, 'x')).toBe(date);
    expect(registrationsRetentionStart(undefined, 'kochen-2026-03-12')).toBe('2026-03-12T00:00:00.000Z');
    expect(registrationsRetentionStart({ date: 'bald' }, 'kochen-2026-03-12')).toBe(
      '2026-03-12T00:00:00.000Z',
    );
    expect(registrationsRetentionStart(undefined, 'kochen')).toBeUndefined();
  });

  it('keeps the registrations for exactly 90 days after the start and drops them a millisecond later', () => {
    expect(workshopRegistrationsExpired(iso(90), now)).toBe(false);
    expect(workshopRegistrationsExpired(iso(90, 1), now)).toBe(true);
    expect(workshopRegistrationsExpired(iso(89), now)).toBe(false);
  });

  it('never expires registrations of a workshop still ahead or of unknown time', () => {
    expect(workshopRegistrationsExpired(new Date(now.getTime() + DAY_MS).toISOString(), now)).toBe(false);
    expect(workshopRegistrationsExpired(undefined, now)).toBe(false);
    expect(workshopRegistrationsExpired('irgendwann', now)).toBe(false);
  });

  it('judges a registration of a workshop without time by its own date, keeping one without a date', () => {
    expect(registrationExpired({ createdAt: iso(90) }, now)).toBe(false);
    expect(registrationExpired({ createdAt: iso(90, 1) }, now)).toBe(true);
    expect(registrationExpired({}, now)).toBe(false);
    expect(registrationExpired({ createdAt: 'neulich' }, now)).toBe(false);
  });
});

describe('mailExpired', () => {
  it('drops a delivered or failed mail once its end lies more than 30 days back', () => {
    for (const state of ['SUCCESS', 'ERROR']) {
      expect(mailExpired({ state, endTime: ago(30) }, now)).toBe(false);
      expect(mailExpired({ state, endTime: ago(30, 1) }, now)).toBe(true);
    }
  });

  it('keeps mails the extension has not finished with, or never saw', () => {
    for (const state of ['PENDING', 'PROCESSING', 'RETRY', undefined]) {
      expect(mailExpired({ state, endTime: ago(365) }, now)).toBe(false);
    }
    expect(mailExpired(undefined, now)).toBe(false);
    expect(mailExpired({ state: 'SUCCESS' }, now)).toBe(false);
  });
});

describe('guestExpired', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toUTCString();

  it('keeps a guest for the whole period after its latest activity, and lets it go once more has passed', () => {
    expect(guestExpired([daysAgo(GUEST_INACTIVITY_DAYS)], now)).toBe(false);
    expect(guestExpired([daysAgo(GUEST_INACTIVITY_DAYS + 0.001)], now)).toBe(true);
  });

  it('counts the latest of the times given, and keeps a guest with no readable time', () => {
    expect(guestExpired([daysAgo(400), daysAgo(2), undefined], now)).toBe(false);
    expect(guestExpired([undefined, 'kein Datum'], now)).toBe(false);
  });
});
