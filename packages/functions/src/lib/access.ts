/**
 * "Checked before write" as a type (docs/architecture.md, "The server computes what it stores"): the
 * access check (admin flag, feature flags) is the only function that makes a `Checked` proof, and the
 * write helpers take one (lib/versionedSave.ts, and every helper that takes an `ActionContext`, which
 * carries the router's proof). A handler that skips the check has no proof and does not compile; a
 * proof made up with a cast is refused at run time before anything is written (`assertChecked`).
 */
import { hasFeature, type FeatureFlag, type User } from '@speiseplaner/shared';
import { adminOnly, noFeature } from './errors';

declare const accessChecked: unique symbol;

/** Proof that the caller passed the access check of the action being run; made by `checkAccess` only. */
export interface Checked {
  readonly [accessChecked]: true;
}

/** What the check reads of an action (its ACTIONS entry). */
export interface AccessRule {
  admin?: boolean;
  /** Feature flag the caller's profile must have; with a list, any one of them suffices. */
  feature?: FeatureFlag | readonly FeatureFlag[];
}

/** Proofs handed out, so that a cast object is no proof. */
const issued = new WeakSet<object>();

/**
 * Throws (permission-denied, in German) unless the profile grants what the action needs; answers the
 * proof the write helpers ask for.
 */
export function checkAccess(rule: AccessRule, user: User | null): Checked {
  if (rule.admin && !user?.admin) throw adminOnly();
  if (rule.feature) {
    // A list lets several features reach the same data (any one of them suffices).
    const anyOf = typeof rule.feature === 'string' ? [rule.feature] : rule.feature;
    if (!anyOf.some((flag) => hasFeature(user?.features, flag))) throw noFeature(anyOf.join(' oder '));
  }
  const proof = Object.freeze({}) as Checked;
  issued.add(proof);
  return proof;
}

/** Throws before a write unless `proof` came from `checkAccess` (a programming error, not the caller's). */
export function assertChecked(proof: unknown, what: string): asserts proof is Checked {
  if (typeof proof !== 'object' || proof === null || !issued.has(proof))
    throw new Error(`${what}: Berechtigung wurde vor dem Schreiben nicht geprüft`);
}
