/**
 * Validation at the public boundary (action payloads and answers, stored documents, preparePlannerData):
 * parse with the entity's zod schema, or throw a DomainError with a German message. The rules behind it
 * take typed values and do not call this. Results are remembered per input object (WeakMap), because the
 * app's state is immutable: the same object is checked once.
 */
import type { z } from 'zod';
import { DomainError } from '../errors';

const caches = new WeakMap<z.ZodType, WeakMap<object, unknown>>();

/** Parses `value` with `schema` (defaults applied) or throws DomainError('invalid-data') naming `what`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const isObject = typeof value === 'object' && value !== null;
  let cache = caches.get(schema);
  if (isObject && cache?.has(value)) return cache.get(value) as z.output<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    throw new DomainError('invalid-data', `Ungültige Daten: ${what}${path ? ` (Feld ${path})` : ''}.`, path);
  }
  if (isObject) {
    if (!cache) {
      cache = new WeakMap();
      caches.set(schema, cache);
    }
    cache.set(value, result.data);
    // A parsed result passes again unchanged: remember it too, so checked data is never parsed twice.
    if (typeof result.data === 'object' && result.data !== null) cache.set(result.data, result.data);
  }
  return result.data;
}
