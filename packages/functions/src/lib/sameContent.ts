import { isRecord } from './stored';

/** Compares two stored entities ignoring `version` and key order (Firestore does not keep key order). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = value[key];
      if (v !== undefined) out[key] = canonical(v);
    }
    return out;
  }
  return value;
}

export function sameContent(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const { version: _va, ...restA } = a;
  const { version: _vb, ...restB } = b;
  return JSON.stringify(canonical(restA)) === JSON.stringify(canonical(restB));
}

/** Drops `undefined` values (Firestore refuses them) by a JSON round trip; entities are plain JSON. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
