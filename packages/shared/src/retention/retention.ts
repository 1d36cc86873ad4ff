/**
 * How long personal data is kept (docs/operations.md, "Data retention"): the periods, and pure rules that
 * decide whether a document has expired at an instant. The functions' daily clean-up applies them.
 *
 * Every rule has the same boundary: a document is kept for the whole period and expires once more than
 * the period has passed (at exactly 30 days it is still kept, a millisecond later it has expired), like
 * the newsletter's confirmation link (newsletterConfirmLinkExpired).
 */
import { isDateString } from '../calendar/dates';

const DAY_MS = 86_400_000;

/**
 * A newsletter sign-up that was never confirmed is deleted this many days after its last confirmation
 * mail. Its link stopped working after NEWSLETTER_CONFIRM_DAYS (7); the rest of the time lets an address that
 * signs up again a little late keep its earlier mail's link working, and gives support a trace.
 */
export const PENDING_NEWSLETTER_RETENTION_DAYS = 30;

/**
 * Workshop registrations (name, address, institution, phone) are deleted this many days after the
 * workshop's start: time enough for the certificate, the invoice and questions afterwards.
 */
export const WORKSHOP_REGISTRATION_RETENTION_DAYS = 90;

/**
 * A mail document (address and text, links included) is deleted this many days after the Trigger-Email
 * extension finished with it (delivered or failed): time enough to look up a mail a kitchen reports missing.
 */
export const MAIL_RETENTION_DAYS = 30;

/** The mail states of the Trigger-Email extension after which it no longer touches the document. */
export const FINISHED_MAIL_STATES = ['SUCCESS', 'ERROR'] as const;

/** The instant of a stored time (ISO string or Date); undefined when it cannot be read. */
function instantOf(value: unknown): number | undefined {
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * The first instant that is older than `days` days at `now`: what a query for expired documents compares
 * with (`field < retentionCutoff(…)` finds exactly the documents the rules below call expired).
 */
export function retentionCutoff(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** True when more than `days` days lie between `since` and `now`; undefined when `since` cannot be read. */
function olderThan(since: unknown, days: number, now: Date): boolean | undefined {
  const ms = instantOf(since);
  return ms === undefined ? undefined : ms < retentionCutoff(days, now).getTime();
}

/**
 * True when a newsletter subscription is a sign-up that was never confirmed and its last confirmation mail
 * (`mailedAt`) is more than PENDING_NEWSLETTER_RETENTION_DAYS old. Active subscriptions never expire (they
 * end by unsubscribing). An unreadable `mailedAt` counts as expired, as it does for the link.
 */
export function pendingNewsletterExpired(
  subscription: { status?: unknown; mailedAt?: unknown },
  now: Date,
): boolean {
  if (subscription.status !== 'pending') return false;
  return olderThan(subscription.mailedAt, PENDING_NEWSLETTER_RETENTION_DAYS, now) ?? true;
}

/** The day a workshop slug ends with (`…-yyyy-MM-dd`, see workshopSlug), or undefined. */
export function workshopDayOfSlug(slug: string): string | undefined {
  const day = /-(\d{4}-\d{2}-\d{2})$/.exec(slug)?.[1];
  return isDateString(day) ? day : undefined;
}

/**
 * The instant a workshop's registrations are counted from: the workshop's start (`date`); when the workshop
 * document is gone (an admin deleted it, its registrations stay) or its start cannot be read, the day its
 * slug ends with (00:00 UTC). Undefined when neither gives a time.
 */
export function registrationsRetentionStart(
  workshop: { date?: unknown } | undefined,
  slug: string,
): string | undefined {
  const start = instantOf(workshop?.date);
  if (start !== undefined) return new Date(start).toISOString();
  const day = workshopDayOfSlug(slug);
  return day === undefined ? undefined : `${day}T00:00:00.000Z`;
}

/**
 * True when a workshop that started at `start` (registrationsRetentionStart) lies more than
 * WORKSHOP_REGISTRATION_RETENTION_DAYS back, so its registrations go. An unknown start never expires here:
 * deleting cannot be undone, so such registrations are judged one by one (registrationExpired).
 */
export function workshopRegistrationsExpired(start: string | undefined, now: Date): boolean {
  return olderThan(start, WORKSHOP_REGISTRATION_RETENTION_DAYS, now) ?? false;
}

/**
 * For a registration whose workshop has no known start: true when the registration itself (`createdAt`) is
 * more than WORKSHOP_REGISTRATION_RETENTION_DAYS old. A registration precedes its workshop, so this may
 * delete a little earlier than the workshop rule would; it applies only to workshops deleted without a day
 * in their slug, whose time nothing else tells. Without a readable `createdAt` the registration is kept.
 */
export function registrationExpired(registration: { createdAt?: unknown }, now: Date): boolean {
  return olderThan(registration.createdAt, WORKSHOP_REGISTRATION_RETENTION_DAYS, now) ?? false;
}

/**
 * True when the Trigger-Email extension finished with a mail (`delivery.state` SUCCESS or ERROR) more than
 * MAIL_RETENTION_DAYS before `now` (`delivery.endTime`). Mails still pending, in progress or retrying, and
 * mails the extension never saw (no `delivery`), are kept.
 */
export function mailExpired(delivery: { state?: unknown; endTime?: Date } | undefined, now: Date): boolean {
  if (!(FINISHED_MAIL_STATES as readonly unknown[]).includes(delivery?.state)) return false;
  return olderThan(delivery?.endTime, MAIL_RETENTION_DAYS, now) ?? false;
}

/**
 * A guest (anonymous sign-in) whose browser has not used the app for this many days is deleted with all
 * its data: a guest cannot sign in again from another device, so nobody can come back to such an account
 * once its browser storage is gone. 60 days outlast the summer holidays of a Kita or school (up to 6 weeks).
 */
export const GUEST_INACTIVITY_DAYS = 60;

/**
 * True when a guest's last activity (the latest of its sign-in, token refresh and creation times) lies
 * more than GUEST_INACTIVITY_DAYS before `now`. With no readable time the guest is kept.
 */
export function guestExpired(times: readonly unknown[], now: Date): boolean {
  const instants = times.map(instantOf).filter((ms): ms is number => ms !== undefined);
  if (instants.length === 0) return false;
  return olderThan(new Date(Math.max(...instants)), GUEST_INACTIVITY_DAYS, now) === true;
}
