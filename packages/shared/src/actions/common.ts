/** What an action entry holds, and the small payload pieces several areas share. */
import { z } from '../schemas/zod';
import type { FeatureFlag } from '../catalogues/featureFlags';
import type { KitchenRole } from '../schemas/kitchen';
import type { OrganisationRole } from '../schemas/organisation';

export interface ActionSpec<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  /** What the client sends. */
  payload: P;
  /** What the answer action carries. */
  answer: A;
  /**
   * The action works on the caller's current kitchen and needs at least this role in it (shared
   * kitchens/roles.ts; docs/data-model.md, "Who may do what"). The kitchen comes from the request's
   * `kitchen` field and is checked against its members on every call; without it the action is the
   * person's own (user/validate, team/accept, the Verwaltung's) and touches no kitchen's data.
   */
  role?: KitchenRole;
  /**
   * The action works on the Träger named by the payload's `organisationId`, and the caller must lead it
   * (`members[uid]` of `organisations/{organisationId}`; docs/data-model.md, "Organisations (Träger)").
   * Such an action has no `role`: it touches no kitchen's data but the Träger's own.
   */
  organisation?: OrganisationRole;
  /** Feature flag the caller's kitchen must have (needs `role`); with a list, any one of them suffices. */
  feature?: FeatureFlag | readonly FeatureFlag[];
  /** Only for users with the admin flag. */
  admin?: boolean;
  /** Callable without sign-in. */
  public?: boolean;
  /**
   * Writes nothing. A public action that only reads needs no App Check, so reading pages loads no
   * reCAPTCHA (appCheckOf; docs/operations.md, "App Check").
   */
  readOnly?: boolean;
}

/**
 * Which App Check token a call of an action must carry: none for a public read (the workshop list, the
 * videos), a limited-use token the backend consumes for a public write (registration, newsletter), the
 * standard token for every signed-in action. docs/operations.md, "App Check", gives the reasons.
 */
export type AppCheckRule = 'none' | 'limited-use' | 'standard';

export function appCheckOf(spec: Pick<ActionSpec, 'public' | 'readOnly'>): AppCheckRule {
  if (!spec.public) return 'standard';
  return spec.readOnly ? 'none' : 'limited-use';
}

/** Builds an action entry with its exact schema types kept (for typed payloads and answers). */
export function action<P extends z.ZodType, A extends z.ZodType>(spec: ActionSpec<P, A>): ActionSpec<P, A> {
  return spec;
}

/** No payload: an empty object and nothing else. */
export const EmptyPayloadSchema = z.strictObject({});

/** Most entities one list answer carries. */
export const MAX_LIST_ANSWER = 20_000;
