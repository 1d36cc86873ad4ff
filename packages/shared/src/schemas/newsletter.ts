/**
 * Newsletter subscription with double opt-in (docs/domain-shapes.md): a subscription starts pending, the
 * link in the confirmation mail activates it, the link in every later mail ends it (the document is then
 * deleted, so no address stays behind).
 */
import { z } from './zod';
import { EmailSchema, InstantSchema } from './common';

export const NEWSLETTER_STATUSES = ['pending', 'active'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Document id of a subscription: the first 40 hex digits of the SHA-256 of the trimmed, lower-case address. */
export const SubscriptionIdSchema = z.string().regex(/^[0-9a-f]{40}$/, {
  message: 'Der Link ist unvollständig. Bitte kopieren Sie ihn ganz aus der E-Mail.',
});

/** A random secret of a link (base64url). */
export const LinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, {
  message: 'Der Link ist unvollständig. Bitte kopieren Sie ihn ganz aus der E-Mail.',
});

/** The newsletter takes the same addresses as a workshop registration. */
export const NewsletterEmailSchema = EmailSchema;

export const NewsletterSubscriptionSchema = z.strictObject({
  email: NewsletterEmailSchema,
  status: z.enum(NEWSLETTER_STATUSES),
  /** Secret of the confirmation link. */
  confirmToken: LinkTokenSchema,
  /** Secret of the unsubscribe link. */
  unsubscribeToken: LinkTokenSchema,
  createdAt: InstantSchema,
  /** When the last mail to this address was written (repeat requests within minutes send none). */
  mailedAt: InstantSchema,
  confirmedAt: InstantSchema.optional(),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;

/** A confirmation link works this long after its mail. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** A repeated sign-up within this time writes no further mail (no mail bombing through the form). */
export const NEWSLETTER_RESEND_MINUTES = 10;

const MINUTE_MS = 60_000;

/** True when a mail went out so recently (`mailedAt`, an instant) that a repeated sign-up writes none. */
export function newsletterMailedRecently(mailedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(mailedAt) < NEWSLETTER_RESEND_MINUTES * MINUTE_MS;
}

/** True when the confirmation link of a mail written at `mailedAt` no longer works (an unreadable time: expired). */
export function newsletterConfirmLinkExpired(mailedAt: string, now: Date): boolean {
  return !(now.getTime() - Date.parse(mailedAt) <= NEWSLETTER_CONFIRM_DAYS * 24 * 60 * MINUTE_MS);
}

/** The app routes the links in newsletter mails open. */
export const NEWSLETTER_LINK_PATHS = {
  confirm: '/newsletter/bestaetigen',
  unsubscribe: '/newsletter/abmelden',
} as const;

/** Absolute link of a newsletter mail: `appUrl` + route + `?id=…&token=…`. */
export function newsletterLink(
  appUrl: string,
  kind: keyof typeof NEWSLETTER_LINK_PATHS,
  id: string,
  token: string,
): string {
  const url = new URL(NEWSLETTER_LINK_PATHS[kind], appUrl);
  url.searchParams.set('id', id);
  url.searchParams.set('token', token);
  return url.toString();
}
