/**
 * A sign-in on the way to an invitation (/einladung, features/team/InvitationPage.tsx): a person who signs
 * up there joins the inviting kitchen, so user/validate creates no kitchen of their own for a new account
 * (`withoutKitchen`, docs/product.md, "Teams"). The way runs through /login with the invitation as
 * `signInSuccessUrl` (or `continueUrl`), or the page itself; an existing person's check ignores the mark.
 */
import { INVITATION_PATH, type ActionPayload } from '@speiseplaner/shared';

const isInvitation = (path: string | null): boolean => {
  if (!path) return false;
  try {
    return new URL(path, 'https://speiseplaner.invalid').pathname.toLowerCase() === INVITATION_PATH;
  } catch {
    return false;
  }
};

/** user/validate's payload for the page at `pathname` with query `search`. */
export function validatePayload(pathname: string, search = ''): ActionPayload<'user/validate'> {
  const params = new URLSearchParams(search);
  const joining =
    isInvitation(pathname) ||
    isInvitation(params.get('signInSuccessUrl')) ||
    isInvitation(params.get('continueUrl'));
  return joining ? { withoutKitchen: true } : {};
}
