/** What an action entry holds, and the small payload pieces several areas share. */
import { z } from '../schemas/zod';
import type { FeatureFlag } from '../catalogues/featureFlags';

export interface ActionSpec<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  /** What the client sends. */
  payload: P;
  /** What the answer action carries. */
  answer: A;
  /** Feature flag the caller's user must have; with a list, any one of them suffices. */
  feature?: FeatureFlag | readonly FeatureFlag[];
  /** Only for users with the admin flag. */
  admin?: boolean;
  /** Callable without sign-in. */
  public?: boolean;
}

/** Builds an action entry with its exact schema types kept (for typed payloads and answers). */
export function action<P extends z.ZodType, A extends z.ZodType>(spec: ActionSpec<P, A>): ActionSpec<P, A> {
  return spec;
}

/** No payload: an empty object and nothing else. */
export const EmptyPayloadSchema = z.strictObject({});

/** Most entities one list answer carries. */
export const MAX_LIST_ANSWER = 20_000;
