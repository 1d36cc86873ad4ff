/**
 * recipes/list: every recipe the caller can use, from the summary documents — the shared list, the
 * Träger's list when the kitchen belongs to one, and the kitchen's own — so the reads do not grow with the
 * recipes. An own recipe hides the Träger's and a shared one of the same slug, the Träger's a shared one.
 * The router reads the shared and the own list with the caller's person and kitchen
 * (`prefetch`, one round trip); the Träger's list follows once the kitchen document has told its Träger.
 *
 * The answer names the list's version: a hash of the kitchen, its Träger and the update times of the
 * summaries read (any write changes one, whoever made it). A client that sends the version it holds gets
 * `upToDate` without recipes when nothing changed (docs/architecture.md, "Offline data").
 */
import { createHash } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { RecipeListEntry } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { summaryOf } from '../../lib/summary';

/** The version of the list made of `snaps` for `kitchenId` (a missing summary counts as never written). */
export function recipeListVersion(
  kitchenId: string,
  organisationId: string | undefined,
  snaps: DocumentSnapshot[],
) {
  const times = snaps.map((snap) => {
    const time = snap.exists ? snap.updateTime : undefined;
    return time ? `${time.seconds}.${time.nanoseconds}` : '-';
  });
  return createHash('sha256')
    .update([kitchenId, organisationId ?? '', ...times].join('|'))
    .digest('base64url')
    .slice(0, 22);
}

export const listRecipes = defineHandler('recipes/list', {
  // The shared and the kitchen's own list come with the router's read of the caller (lib/action.ts).
  prefetch: (db, kitchenId) => [db.doc(PATHS.sharedRecipeSummary), db.doc(PATHS.ownRecipeSummary(kitchenId))],
  handler: async ({ listVersion: held }, ctx) => {
    const { db } = ctx;
    const organisationId = ctx.user?.organisation?.id;
    const [shared, own] =
      ctx.prefetched?.length === 2
        ? ctx.prefetched
        : await readDocs([db.doc(PATHS.sharedRecipeSummary), db.doc(PATHS.ownRecipeSummary(kitchenOf(ctx)))]);
    // Lowest precedence first: a later list's entry replaces an earlier one of the same slug.
    const snaps = [
      shared!,
      ...(organisationId ? await readDocs([db.doc(PATHS.organisationRecipeSummary(organisationId))]) : []),
      own!,
    ];
    const listVersion = recipeListVersion(kitchenOf(ctx), organisationId, snaps);
    if (held === listVersion) return { upToDate: true, listVersion };
    const bySlug = new Map<string, RecipeListEntry>();
    for (const snap of snaps)
      for (const entry of summaryOf<RecipeListEntry>(snap).items) bySlug.set(entry.slug, entry);
    const recipes = [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
    return { recipes, listVersion };
  },
});
