/**
 * Generates malformed payloads from a valid one, reproducibly (seeded): wrong types, missing fields,
 * huge strings and arrays, prototype-pollution keys, NaN and infinities, negative numbers, non-objects.
 */

/** mulberry32: small, fast, seeded. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Path = (string | number)[];

function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((v, i) => leaves(v, [...path, i]))];
  if (value && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  }
  return [path];
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** Values that no field of any payload accepts in place of a value of the given kind. */
function badValueFor(original: unknown, rnd: () => number): unknown {
  const huge = 'ä'.repeat(100_000);
  const common = [null, { __proto__: null }, [null], JSON.parse('{"__proto__":{"admin":true}}')];
  if (typeof original === 'number')
    return pick(rnd, [NaN, Infinity, -Infinity, -1, -0.5e9, 1e308, '12', true, ...common]);
  if (typeof original === 'string') return pick(rnd, [huge, 42, false, ['a'], {}, ...common]);
  if (typeof original === 'boolean') return pick(rnd, ['true', 1, 0, {}, ...common]);
  if (Array.isArray(original))
    return pick(rnd, ['[]', 7, {}, Array.from({ length: 2000 }, () => null), null]);
  return pick(rnd, ['{}', 3, [], null, huge, NaN]);
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

function deleteAt(root: unknown, path: Path): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return copy;
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'admin', 'owner', 'uid', '__defineGetter__'];

function addKey(root: unknown, path: Path, rnd: () => number): unknown {
  const copy = structuredClone(root) as Record<string, unknown>;
  let node: unknown = copy;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  if (!node || typeof node !== 'object' || Array.isArray(node)) return null;
  const key = pick(rnd, POLLUTION_KEYS);
  // defineProperty: a plain assignment of __proto__ would change the prototype instead of adding a key.
  Object.defineProperty(node, key, {
    value: { admin: true, polluted: true },
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return copy;
}

/** One malformed variant of `valid` (may happen to be valid; the caller checks with the schema). */
export function malformed(valid: unknown, rnd: () => number): unknown {
  const paths = leaves(valid);
  const path = pick(rnd, paths);
  const kind = rnd();
  if (kind < 0.5) {
    let original: unknown = valid;
    for (const key of path) original = (original as Record<string | number, unknown>)[key];
    return setAt(valid, path, badValueFor(original, rnd));
  }
  if (kind < 0.7 && path.length > 0) return deleteAt(valid, path);
  if (kind < 0.9) return addKey(valid, path, rnd) ?? setAt(valid, path, badValueFor(undefined, rnd));
  return pick(rnd, ['payload', 0, -1, NaN, true, [], [valid], null, 'ä'.repeat(50_000)]);
}
