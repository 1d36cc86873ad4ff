/**
 * Rate limits of the actions an attacker would flood (docs/operations.md, "Rate limits"): per caller (the
 * client's IP for public actions, the uid for signed-in ones), per e-mail address a mail goes to, per
 * target (the workshop a registration is for), and for everyone together as a backstop against rotating
 * addresses. Fixed windows: a window starts with the first call after the previous one ended and counts
 * calls until it ends. Refused calls are not counted.
 */

/** Whose calls one limit counts: the caller, the mail's address, the thing acted on, or all together. */
export type RateLimitScope = 'caller' | 'address' | 'target' | 'everyone';

export interface RateLimit {
  scope: RateLimitScope;
  /** Calls allowed in one window. */
  max: number;
  windowMinutes: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * The limits per action. Budgets are far above what a kitchen or a visitor does by hand (a kitchen plans a
 * few new weeks a day, a visitor registers for a workshop or two), so only scripts meet them. One public
 * address can be a whole school or a Träger's office behind one router: the per-address budget lets a staff
 * room of 30 register for two workshops each in an hour, and the fine work is done per e-mail address (a
 * mailbox gets few mails a day) and per workshop (more registrations an hour than any workshop has seats
 * means a script). The figures and why: docs/operations.md, "Rate limits".
 */
export const RATE_LIMITS: Readonly<Record<string, readonly RateLimit[]>> = {
  'workshops/apply': [
    { scope: 'caller', max: 60, windowMinutes: HOUR },
    { scope: 'address', max: 5, windowMinutes: DAY },
    { scope: 'target', max: 100, windowMinutes: HOUR },
    { scope: 'everyone', max: 2000, windowMinutes: HOUR },
  ],
  'newsletter/subscribe': [
    { scope: 'caller', max: 30, windowMinutes: HOUR },
    { scope: 'address', max: 3, windowMinutes: DAY },
    { scope: 'everyone', max: 2000, windowMinutes: HOUR },
  ],
  // A Küchenleitung sets up a team of up to 30 in a day; a mailbox gets few invitations (withdraw + resend).
  'team/invite': [
    { scope: 'caller', max: 40, windowMinutes: DAY },
    { scope: 'address', max: 3, windowMinutes: DAY },
    { scope: 'everyone', max: 500, windowMinutes: HOUR },
  ],
  // A Träger-Leitung invites up to 100 kitchens, a day's work with resends; a mailbox gets few invitations.
  'org/inviteKitchen': [
    { scope: 'caller', max: 150, windowMinutes: DAY },
    { scope: 'address', max: 3, windowMinutes: DAY },
    { scope: 'everyone', max: 500, windowMinutes: HOUR },
  ],
  // A person leads at most 5 Träger; a few creations a day is all anyone needs.
  'org/create': [{ scope: 'caller', max: 10, windowMinutes: DAY }],
  'newsletter/confirm': [{ scope: 'caller', max: 60, windowMinutes: HOUR }],
  'newsletter/unsubscribe': [{ scope: 'caller', max: 60, windowMinutes: HOUR }],
  'plan/saveNewWeek': [{ scope: 'caller', max: 120, windowMinutes: 10 }],
  'shoppingLists/new': [{ scope: 'caller', max: 60, windowMinutes: 10 }],
  // About three reads per kitchen: an admin pages through a few thousand kitchens a few times a day.
  'admin/listKitchens': [{ scope: 'caller', max: 60, windowMinutes: 10 }],
};

/** The limits of `type` (none for most actions). */
export function rateLimitsOf(type: string): readonly RateLimit[] {
  return (Object.prototype.hasOwnProperty.call(RATE_LIMITS, type) && RATE_LIMITS[type]) || [];
}

/** What a limit's counter holds: calls counted in the window that started at `windowStart` (ms). */
export interface RateWindow {
  count: number;
  windowStart: number;
}

/** Whether one more call fits, and the counter after it (unchanged when refused). */
export function countCall(
  stored: RateWindow | undefined,
  limit: RateLimit,
  now: number,
): { allowed: boolean; next: RateWindow } {
  const windowMs = limit.windowMinutes * 60_000;
  const current =
    stored && now >= stored.windowStart && now < stored.windowStart + windowMs ? stored : undefined;
  if (!current) return { allowed: true, next: { count: 1, windowStart: now } };
  if (current.count >= limit.max) return { allowed: false, next: current };
  return { allowed: true, next: { count: current.count + 1, windowStart: current.windowStart } };
}

/** When a counter can be deleted: its window is over (the Firestore TTL field, docs/operations.md). */
export function rateWindowEnd(window: RateWindow, limit: RateLimit): number {
  return window.windowStart + limit.windowMinutes * 60_000;
}

/** The one answer to every refusal: it says neither which limit nor whose. */
export const RATE_LIMITED_MESSAGE =
  'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie etwas und versuchen Sie es dann noch einmal.';
