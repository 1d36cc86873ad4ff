/**
 * "Checked before write" as a type (docs/architecture.md, "The server computes what it stores"): the
 * access check (membership and role in the kitchen, admin flag, feature flags) is the only function that makes a `Checked` proof, and the
 * write helpers take one (lib/versionedSave.ts, and every helper that takes an `ActionContext`, which
 * carries the router's proof). A handler that skips the check has no proof and does not compile; a
 * proof made up with a cast is refused at run time before anything is written (`assertChecked`).
 */
import {
  hasFeature,
  roleAllows,
  type FeatureFlag,
  type Features,
  type KitchenRole,
  type OrganisationRole,
} from '@speiseplaner/shared';
import { adminOnly, noFeature, notAMember, notAnOrganisationLead, roleTooSmall } from './errors';

declare const accessChecked: unique symbol;

/** Proof that the caller passed the access check of the action being run; made by `checkAccess` only. */
export interface Checked {
  readonly [accessChecked]: true;
}

/** What the check reads of an action (its ACTIONS entry). */
export interface AccessRule {
  /** The action works on a kitchen and needs at least this role in it (shared ACTIONS `role`). */
  role?: KitchenRole;
  /** The action works on a Träger and needs this role in it (shared ACTIONS `organisation`). */
  organisation?: OrganisationRole;
  admin?: boolean;
  /** Feature flag the caller's kitchen must have; with a list, any one of them suffices. */
  feature?: FeatureFlag | readonly FeatureFlag[];
}

/** What the check knows of the caller: the person's admin role, the kitchen's flags and the member's role. */
export interface Caller {
  /** The person's admin role (`users/{uid}`). */
  admin: boolean;
  /** The flags of the kitchen the action works on (none for person actions). */
  features?: Features;
  /** The caller's role in that kitchen; null when not a member (or no kitchen). */
  role: KitchenRole | null;
  /** The caller's role in the Träger a Träger action names; null or absent when they do not lead it. */
  organisationRole?: OrganisationRole | null;
}

/** Proofs handed out, so that a cast object is no proof. */
const issued = new WeakSet<object>();

/**
 * Throws (permission-denied, in German) unless the caller may run the action: for a kitchen action a
 * member with a role at least the action's (shared roleAllows), then the admin role and the kitchen's
 * feature flags. Answers the proof the write helpers ask for.
 */
export function checkAccess(rule: AccessRule, caller: Caller | null): Checked {
  if (rule.role) {
    if (!caller?.role) throw notAMember();
    if (!roleAllows(caller.role, rule.role)) throw roleTooSmall(caller.role, rule.role);
  }
  if (rule.organisation && caller?.organisationRole !== rule.organisation) throw notAnOrganisationLead();
  if (rule.admin && !caller?.admin) throw adminOnly();
  if (rule.feature) {
    // A list lets several features reach the same data (any one of them suffices).
    const anyOf = typeof rule.feature === 'string' ? [rule.feature] : rule.feature;
    if (!anyOf.some((flag) => hasFeature(caller?.features, flag))) throw noFeature(anyOf);
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
