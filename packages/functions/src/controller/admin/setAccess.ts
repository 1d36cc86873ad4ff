/**
 * admin/setAccess (admins): sets a kitchen's feature flags in its kitchen document (`features.<flag>`), the
 * field the router checks on every call of the kitchen's members and the admin command writes, so a
 * change applies to every member's next call. Only changed flags are written, in one transaction with the
 * audit log entry (lib/audit.ts), which names the kitchen (`kitchens/<id>`, its name).
 * No lost updates: `version` is the flags' version as the admin last saw it (`accessVersion` of the kitchen
 * document, 0 when it has none: shared accessVersionOf; it is not the settings' `version`), checked by the
 * shared entryVerdict (versioning/entryVersion.ts). When another admin, or the admin command, changed the
 * flags since, nothing is written and the answer is the usual failed-precondition „… wurde inzwischen an
 * anderer Stelle geändert …“; a write stores `accessVersion` + 1. A repeated call that finds the wanted
 * flags already stored answers them without writing. Reads: 1 (the kitchen), in the transaction.
 */
import { accessVersionOf, entryVerdict, flagsUpdateOf, kitchenFlagsOf } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { writeAudit } from '../../lib/audit';
import { notFound, staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';

/** A kitchen's institution name as stored, trimmed ('' before the onboarding). */
export const institutionNameOf = (stored: unknown): string => {
  const name = (stored as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name.trim().slice(0, 200) : '';
};

/** A kitchen as the messages name it: its name, else its id. */
export const kitchenNameOf = (stored: unknown, kitchenId: string): string =>
  institutionNameOf(stored) || kitchenId.slice(0, 200);

export const setAccess = defineHandler('admin/setAccess', {
  handler: async ({ kitchenId, features, version }, ctx) => {
    const { db } = ctx;
    const ref = db.doc(PATHS.kitchen(kitchenId));
    return db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      if (!snap.exists) throw notFound('Die Küche');
      const before = kitchenFlagsOf(snap.data());
      const stored = { features: before, version: accessVersionOf(snap.data()) };
      const verdict = entryVerdict(stored, { version, content: { features } });
      if (verdict === 'unchanged') return { kitchenId, ...stored };
      const name = kitchenNameOf(snap.data(), kitchenId);
      if (verdict === 'stale') throw staleVersion(`Die Freischaltung von „${name.slice(0, 60)}“`);
      tx.update(ref, { ...flagsUpdateOf(before, features), accessVersion: version + 1 });
      writeAudit(tx, db, ctx, {
        action: 'admin/setAccess',
        target: `kitchens/${kitchenId}`,
        // Never the id: admin/listAudit names a kitchen without a name by its name at reading time.
        targetName: institutionNameOf(snap.data()),
        before: { features: before },
        after: { features },
      });
      return { kitchenId, features, version: version + 1 };
    });
  },
});
