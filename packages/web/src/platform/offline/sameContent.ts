/**
 * Whether two versions of a document hold the same content, whatever their version numbers: a write whose
 * answer was lost (the network went during the call) stored the edit already, and its retry meets a newer
 * version that is the edit itself, not someone else's change.
 */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => key !== 'version' && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, v]) => [key, sorted(v)]),
  );
}

export function sameContent(a: object, b: object): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}
