/**
 * What an action is: its payload schema, who may call it, and the handler. The router (lib/dispatch.ts)
 * runs the checks in this order: payload valid, signed in, admin/feature, act.
 */
import type { ZodType } from 'zod';
import type { Firestore } from 'firebase-admin/firestore';
import { notSignedIn } from './errors';

export interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

export interface ActionContext {
  db: Firestore;
  auth: CallerAuth | null;
  /** The caller's user document, loaded once for signed-in callers (null when missing or not loaded yet). */
  user: Record<string, unknown> | null;
  /**
   * For actions with `profile: 'handler'`: checks admin/feature against the profile the handler read in
   * its own first round trip (throws permission-denied). Must run before the handler writes anything.
   */
  authorize: (profile: Record<string, unknown> | null) => void;
}

/**
 * When the caller's profile (`users/{uid}`) is read for the admin/feature checks:
 * - 'router' (default): before the handler runs.
 * - 'parallel': at the same time as the handler, for read-only actions that need no profile and no admin
 *   flag; a refused caller's answer is discarded. Saves one round trip.
 * - 'handler': the handler reads it together with its own documents (one `getAll`) and calls
 *   `ctx.authorize` before writing. Saves one round trip on saves.
 */
export type ProfileRead = 'router' | 'parallel' | 'handler';

/** What a handler file exports: how it reads the profile, and what it does. */
export interface ActionHandler<P = unknown, A = unknown> {
  profile?: ProfileRead;
  handler: (payload: P, ctx: ActionContext) => Promise<A>;
}

/** A routable action: the shared ACTIONS entry (payload schema, who may call it) plus the handler. */
export interface ActionDefinition<P = unknown, A = unknown> extends ActionHandler<P, A> {
  payload: ZodType<P>;
  /** Callable without sign-in. */
  public?: boolean;
  /** Feature flag the caller's user document must have; with a list, any one of them suffices. */
  feature?: string | readonly string[];
  admin?: boolean;
}

/** Answer actions carry the request type plus this suffix (the web app dispatches them as is). */
export const answerTypeOf = (type: string) => `${type}/answer`;

/** The caller's uid; every per-user path is built from it and never from the payload. */
export function uidOf(ctx: ActionContext): string {
  if (!ctx.auth) throw notSignedIn();
  return ctx.auth.uid;
}

export function isAdmin(ctx: ActionContext): boolean {
  return ctx.user?.admin === true;
}

/** An action of any payload type, as stored in a routing table (the router validates before calling). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAction = ActionDefinition<any, unknown>;
