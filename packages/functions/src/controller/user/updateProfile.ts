/** Writes some fields of the caller's user document and answers the whole user (no extra read). */
import { uidOf, type ActionContext } from '../../lib/action';
import { userMissing } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { plain } from '../../lib/sameContent';

export async function updateProfile(
  ctx: ActionContext,
  fields: Record<string, unknown>,
): Promise<{ user: Record<string, unknown> }> {
  const uid = uidOf(ctx);
  // The router loaded the document; without it the caller has not run user/validate yet.
  if (!ctx.user) throw userMissing();
  const changes = plain(fields);
  await ctx.db.doc(PATHS.user(uid)).update(changes);
  return { user: { id: uid, ...ctx.user, ...changes } };
}
