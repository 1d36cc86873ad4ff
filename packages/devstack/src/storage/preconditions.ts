/**
 * Generation and metageneration preconditions of the JSON API (query parameters). A missing object has
 * generation 0, so `ifGenerationMatch=0` means "only if it does not exist yet". On a write or delete a
 * failed condition is 412 conditionNotMet; on a read the `…NotMatch` conditions answer 304 Not Modified.
 */
import { NotModified, preconditionFailed } from './errors';

export interface Preconditions {
  ifGenerationMatch?: number;
  ifGenerationNotMatch?: number;
  ifMetagenerationMatch?: number;
  ifMetagenerationNotMatch?: number;
}

const NAMES = [
  'ifGenerationMatch',
  'ifGenerationNotMatch',
  'ifMetagenerationMatch',
  'ifMetagenerationNotMatch',
] as const;

/** The preconditions among the query parameters (unparseable values are ignored, as empty ones are). */
export function preconditionsFrom(query: URLSearchParams): Preconditions {
  const result: Preconditions = {};
  for (const name of NAMES) {
    const raw = query.get(name);
    if (raw === null || raw === '' || !/^\d+$/.test(raw)) continue;
    result[name] = Number(raw);
  }
  return result;
}

/** The state a precondition looks at: undefined for a missing object. */
export interface Versioned {
  generation: number;
  metageneration: number;
}

/**
 * Throws when a condition fails: 412 for writes, 304 for a read's `…NotMatch`. The `…NotMatch` conditions
 * also fail when no live object exists (so `ifGenerationNotMatch=0` means "only if it exists").
 */
export function checkPreconditions(current: Versioned | undefined, p: Preconditions, read = false): void {
  const generation = current?.generation ?? 0;
  if (p.ifGenerationMatch !== undefined && p.ifGenerationMatch !== generation) throw preconditionFailed();
  if (
    p.ifMetagenerationMatch !== undefined &&
    (!current || p.ifMetagenerationMatch !== current.metageneration)
  ) {
    throw preconditionFailed();
  }
  const notMatchFails =
    (p.ifGenerationNotMatch !== undefined && (!current || p.ifGenerationNotMatch === generation)) ||
    (p.ifMetagenerationNotMatch !== undefined &&
      (!current || p.ifMetagenerationNotMatch === current.metageneration));
  if (notMatchFails) throw read && current ? new NotModified() : preconditionFailed();
}
