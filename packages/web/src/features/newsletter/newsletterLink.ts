/**
 * The links of newsletter mails (`?id=…&token=…`): which backend action each one calls, and whether a link
 * is complete. The shared payload schema decides, so a cut-off link is refused with its German message
 * before anything is sent.
 */
import { ACTIONS } from '@speiseplaner/shared';
import { LINK_ACTION, type NewsletterLink, type NewsletterLinkKind } from './newsletterSlice';

/** The link to send, or the German message why it cannot be used. */
export function parseNewsletterLink(
  kind: NewsletterLinkKind,
  id: string | null,
  token: string | null,
): { link: NewsletterLink } | { error: string } {
  // A missing value counts as empty, so it gets the schema's German message and not a type error.
  const candidate = { id: id ?? '', token: token ?? '' };
  const result = ACTIONS[LINK_ACTION[kind]].payload.safeParse(candidate);
  if (!result.success) return { error: result.error.issues[0]?.message ?? 'Der Link ist ungültig.' };
  return { link: { kind, ...result.data } };
}
