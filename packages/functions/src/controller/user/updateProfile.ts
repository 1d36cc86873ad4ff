/** Writes some fields of the caller's user document and answers the whole user (no extra read). */
import type { User } from '@speiseplaner/shared';
import { uidOf, type ActionContext } from '../../lib/action';
import { userMissing } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { plain } from '../../lib/sameContent';

/**
 * The fields a kitchen sets itself (user/name, user/letterhead, user/bioControlCode, user/menuLine, user/heads,
 * user/prices).
 */
export type ProfileFields = Partial<
  Pick<User, 'name' | 'letterhead' | 'bioControlCode' | 'menuLine' | 'heads' | 'prices'>
>;

export async function updateProfile(ctx: ActionContext, fields: ProfileFields): Promise<{ user: User }> {
  const uid = uidOf(ctx);
  // The router loaded the document; without it the caller has not run user/validate yet.
  if (!ctx.user) throw userMissing();
  const changes = plain(fields);
  await ctx.db.doc(PATHS.user(uid)).update(changes);
  return { user: { ...ctx.user, ...changes, id: uid } };
}
