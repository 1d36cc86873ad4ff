/**
 * Whether two copies of a document hold the same content. The one comparison of web, functions and the
 * seed (docs/architecture.md, "shared"): keys in any order (Firestore does not keep key order), members
 * that are `undefined` left out (Firestore does not store them), arrays in their order.
 *
 * The rule on `version`: only the document's own `version` (the top-level member) is left out. It is the
 * counter every save moves (versionCheck.ts), not content. A `version` deeper down is content like any other
 * member: no stored entity nests one today, and if one ever does (a map keyed by ids, an embedded copy),
 * two documents that differ there are different, so a retry never swallows a real change.
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

/** The document without its own (top-level) `version`. */
function withoutVersion(value: object): object {
  const { version: _version, ...content } = value as Record<string, unknown>;
  return content;
}

/** Equal content whatever the key order and the document's `version` (see the rule above). */
export function sameContent(a: object, b: object): boolean {
  return canonicalJson(withoutVersion(a)) === canonicalJson(withoutVersion(b));
}
