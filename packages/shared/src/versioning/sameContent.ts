/**
 * Whether two copies of a document hold the same content. The one comparison of web, functions and the
 * seed (docs/architecture.md, "shared"): keys in any order (Firestore does not keep key order), members
 * that are `undefined` left out (Firestore does not store them), arrays in their order.
 *
 * The rule on `version`: only the document's own `version` (the top-level member) is left out. It is the
 * counter every save moves (versionCheck.ts), not content. A `version` deeper down is content like any other
 * member: no stored entity nests one today, and if one ever does (a map keyed by ids, an embedded copy),
 * two documents that differ there are different, so a retry never swallows a real change.
 *
 * The document's own `changedBy` (who saved it last, set by the server at each save) is left out too: it
 * names the save, not the content, and a retry by the same person at a later second is the same content.
 * A plan day's `rev` and `changedBy` are compared by dayMerge.ts, which knows what they mean.
 */

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isPlainRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const item = value[key];
    if (item !== undefined) out[key] = canonical(item);
  }
  return out;
}

/** JSON with sorted keys at every depth and without undefined members: equal content gives equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? 'null';
}

/** The document without its own (top-level) `version` and `changedBy`. */
function withoutVersion(value: object): object {
  const { version: _version, changedBy: _changedBy, ...content } = value as Record<string, unknown>;
  return content;
}

/** Equal content whatever the key order and the document's `version` (see the rule above). */
export function sameContent(a: object, b: object): boolean {
  return canonicalJson(withoutVersion(a)) === canonicalJson(withoutVersion(b));
}
