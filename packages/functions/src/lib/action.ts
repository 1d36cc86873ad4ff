/**
 * What an action is: its payload schema, who may call it, and the handler. The router (lib/dispatch.ts)
 * runs the checks in this order: payload valid, signed in, admin/feature, act.
 */
import type { ZodType } from 'zod';
import type { ActionAnswer, ActionType, FeatureFlag, ParsedActionPayload, User } from '@speiseplaner/shared';
import type { Firestore } from 'firebase-admin/firestore';
import type { Checked } from './access';
import { notSignedIn } from './errors';

export interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

/** What every handler gets: the database, the caller, and the caller's profile once it is loaded. */
export interface CallContext {
  db: Firestore;
  auth: CallerAuth | null;
  /**
   * The caller's profile, loaded once for signed-in callers and normalised (lib/profile.ts); null when
   * the user document is missing or not loaded yet.
   */
  user: User | null;
}

/**
 * The context of a handler whose access the router checked before it ran (`profile: 'router'`, the
 * default): it carries the proof (lib/access.ts) the write helpers take.
 */
export interface ActionContext extends CallContext {
  readonly checked: Checked;
}

/**
 * The context of a `profile: 'handler'` action: no proof yet. `authorize` checks admin/feature against the
 * profile document the handler read in its own first round trip (its raw data, or undefined when
 * missing; throws permission-denied), sets `user` and answers the proof; saveVersioned calls it inside its
 * transaction (`access: { profileRef, authorize }`), before anything is written.
 */
export interface SelfCheckContext extends CallContext {
  authorize: (storedProfile: unknown) => Checked;
}

/**
 * The context of a `profile: 'parallel'` action: the check runs beside the handler, so the handler gets no
 * proof and cannot use a write helper.
 */
export type ReadContext = CallContext;

/** What a handler does with a validated payload; its answer is sent as the action `<type>/answer`. */
export type HandlerFn<P, A, C extends CallContext = ActionContext> = (payload: P, ctx: C) => Promise<A>;

/**
 * How a handler reads the profile, and what it does; payload and answer types come from ACTIONS. The
 * context follows `profile`: only a 'router' handler gets the proof, a 'handler' one gets `authorize`.
 * When the caller's profile (`users/{uid}`) is read for the admin/feature checks:
 * - 'router' (default): before the handler runs.
 * - 'parallel': at the same time as the handler, for read-only actions that need no profile and no admin
 *   flag; a refused caller's answer is discarded. Saves one round trip.
 * - 'handler': the handler reads it together with its own documents (one `getAll`) and calls
 *   `ctx.authorize` before writing (saveVersioned's `access`). Saves one round trip on saves.
 */
export type HandlerSpec<T extends ActionType> =
  | { profile?: 'router'; handler: HandlerFn<ParsedActionPayload<T>, ActionAnswer<T>> }
  | { profile: 'parallel'; handler: HandlerFn<ParsedActionPayload<T>, ActionAnswer<T>, ReadContext> }
  | { profile: 'handler'; handler: HandlerFn<ParsedActionPayload<T>, ActionAnswer<T>, SelfCheckContext> };

/**
 * What a handler file exports for action `T`: payload and answer types come from the shared ACTIONS table
 * (`ParsedActionPayload<T>`, `ActionAnswer<T>`), so a handler answering the wrong shape fails typecheck,
 * and the routing table accepts it only under its own type.
 */
export type HandlerOf<T extends ActionType> = HandlerSpec<T> & { readonly type: T };

/**
 * Defines the handler of action `T`: `defineHandler('plan/saveWeek', { profile: 'handler', handler })`.
 * The payload parameter is typed from ACTIONS, and the answer must fit the action's answer schema.
 */
export function defineHandler<T extends ActionType>(type: T, spec: HandlerSpec<T>): HandlerOf<T> {
  return { type, ...spec };
}

/**
 * A routable action: the shared ACTIONS entry (payload schema, who may call it) plus the handler. The
 * router validates the payload with `payload` before it calls `handler`.
 */
export type RoutedAction = RoutedRules & RoutedHandler;

/** A routed handler with the context its `profile` gives it. */
export type RoutedHandler =
  | { profile?: 'router'; handler: HandlerFn<unknown, unknown> }
  | { profile: 'parallel'; handler: HandlerFn<unknown, unknown, ReadContext> }
  | { profile: 'handler'; handler: HandlerFn<unknown, unknown, SelfCheckContext> };

/** The ACTIONS entry of a routed action: payload schema and who may call it. */
export interface RoutedRules {
  type: ActionType;
  payload: ZodType;
  /** Callable without sign-in. */
  public?: boolean;
  /** Writes nothing: a public read needs no App Check (lib/appCheck.ts). */
  readOnly?: boolean;
  /** Feature flag the caller's user document must have; with a list, any one of them suffices. */
  feature?: FeatureFlag | readonly FeatureFlag[];
  admin?: boolean;
}

/** The caller's uid; every per-user path is built from it and never from the payload. */
export function uidOf(ctx: Pick<CallContext, 'auth'>): string {
  if (!ctx.auth) throw notSignedIn();
  return ctx.auth.uid;
}

export function isAdmin(ctx: Pick<CallContext, 'user'>): boolean {
  return ctx.user?.admin ?? false;
}
