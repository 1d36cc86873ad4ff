/**
 * The version rule of every versioned save (weeks, recipes, shopping lists, ingredients; docs/data-model.md):
 * the client sends the `version` it last saw; a stored document without one counts as version 0.
 * - `write`: the versions match, so the save goes ahead and stores version + 1.
 * - `already-saved`: the stored copy is one version ahead and holds the sent content, so this is the retry
 *   of a save whose answer was lost; it answers the stored copy instead of failing (saves are idempotent).
 * - `stale`: someone else saved in between; the caller refuses with its German conflict message.
 */
import { sameContent } from './sameContent';

export type VersionVerdict = 'write' | 'already-saved' | 'stale';

/** The stored document's version: its `version`, 0 when it has none or does not exist. */
export function storedVersion(stored: object | null | undefined): number {
  return stored ? Number((stored as { version?: unknown }).version ?? 0) : 0;
}

/** What a save of `incoming` over `stored` (null when there is none yet) does, by the rule above. */
export function versionVerdict(
  stored: object | null | undefined,
  incoming: { version: number },
): VersionVerdict {
  const current = storedVersion(stored);
  if (incoming.version === current) return 'write';
  if (stored && current === incoming.version + 1 && sameContent(stored, incoming)) return 'already-saved';
  return 'stale';
}
