/**
 * What an action is: its payload schema, who may call it, and the handler. The router (lib/dispatch.ts)
 * runs the checks in this order: payload valid, signed in, member of the kitchen with the role, admin,
 * feature, act (docs/data-model.md, "Who may do what").
 */
import type { ZodType } from 'zod';
import type {
  ActionAnswer,
  ActionType,
  FeatureFlag,
  KitchenRole,
  OrganisationDoc,
  OrganisationRole,
  ParsedActionPayload,
  User,
} from '@speiseplaner/shared';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Checked } from './access';
import { notAMember, notSignedIn } from './errors';

export interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

/** Who made a change, for `changedBy` (shared ChangedBy): the member's uid and name in the kitchen. */
export interface MemberRef {
  uid: string;
  name: string;
}

/** What every handler gets: the database, the caller, and the caller's kitchen and role once checked. */
export interface CallContext {
  db: Firestore;
  auth: CallerAuth | null;
  /**
   * The caller as the shared `User` (shared `userOf`: the person in the current kitchen), built once the
   * access check passed from the normalised documents (lib/profile.ts); null before, and for a person
   * action when `users/{uid}` is missing.
   */
  user: User | null;
  /**
   * The kitchen a kitchen action works on (shared ACTIONS `role`): the request's `kitchen`, else the
   * person's last used one, else their first. Set before the handler runs; the caller's membership is
   * checked before anything is written or answered. null for person actions. Read it with `kitchenOf`.
   */
  kitchenId: string | null;
  /** `kitchens/{kitchenId}` (null for person actions): a 'handler' action reads it in its own getAll. */
  kitchenRef: DocumentReference | null;
  /** The caller's role in the kitchen, once checked (null before, and for person actions). */
  role: KitchenRole | null;
  /** The caller as a member of the kitchen (uid and team name), once checked; for `changedBy`. */
  member: MemberRef | null;
  /** The `kitchen` the request named (validated like every id), or null. */
  requestedKitchen: string | null;
  /**
   * `organisations/{organisationId}` of a Träger action (shared ACTIONS `organisation`; the payload's
   * `organisationId`), null for every other action: a 'handler' action reads it in its own getAll and
   * calls `ctx.authorize` with it.
   */
  organisationRef: DocumentReference | null;
  /**
   * The Träger a Träger action works on, once the caller was checked to lead it (null before, and for
   * every other action). docs/data-model.md, "Organisations (Träger)".
   */
  organisation: { id: string; doc: OrganisationDoc } | null;
}

/**
 * The context of a handler whose access the router checked before it ran (`profile: 'router'`, the
 * default): it carries the proof (lib/access.ts) the write helpers take.
 */
export interface ActionContext extends CallContext {
  readonly checked: Checked;
  /**
   * The documents the action's `prefetch` named, in its order, read in the router's own getAll with the
   * caller's person and kitchen (absent without `prefetch`). Handed over only once the check passed.
   */
  readonly prefetched?: readonly DocumentSnapshot[];
}

/**
 * Documents a 'router' kitchen action reads first whatever the check finds, named from the kitchen the
 * action works on: the router reads them in the same getAll as the caller's person and kitchen, which saves
 * the handler a round trip (docs/architecture.md, "Backend"). Only documents of that kitchen or shared ones;
 * a refused caller gets nothing of them.
 */
export type Prefetch = (db: Firestore, kitchenId: string) => DocumentReference[];

/**
 * The context of a `profile: 'handler'` action: no proof yet. `authorize` checks membership, role,
 * admin and feature against the document the handler read in its own first round trip — the kitchen
 * (`ctx.kitchenRef`) for a kitchen action, the person (`users/{uid}`) for a person action — as raw data,
 * or undefined when missing; it throws permission-denied, sets `user`, `role` and `member` and answers the
 * proof. saveVersioned calls it inside its transaction (`access: { profileRef: ctx.kitchenRef, authorize
 * }`), before anything is written.
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
 * How a handler reads what the access check needs, and what it does; payload and answer types come from
 * ACTIONS. The context follows `profile`: only a 'router' handler gets the proof, a 'handler' one gets
 * `authorize`. When the caller's person (`users/{uid}`) and kitchen (`kitchens/{kitchenId}`) are read for
 * the membership, role, admin and feature checks (one `getAll` when the request names the kitchen; else
 * the person first, for the kitchen it used last):
 * - 'router' (default): before the handler runs; with `prefetch`, together with the handler's first
 *   documents.
 * - 'parallel': at the same time as the handler, for read-only actions that need no `ctx.user` and no
 *   admin flag; a refused caller's answer is discarded. Saves one round trip.
 * - 'handler': the handler reads the kitchen (`ctx.kitchenRef`) together with its own documents (one
 *   `getAll`) and calls `ctx.authorize` before writing (saveVersioned's `access`). Saves one round trip
 *   on saves; the person is not read when the request names the kitchen.
 */
export type HandlerSpec<T extends ActionType> =
  | {
      profile?: 'router';
      prefetch?: Prefetch;
      handler: HandlerFn<ParsedActionPayload<T>, ActionAnswer<T>>;
    }
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
  | { profile?: 'router'; prefetch?: Prefetch; handler: HandlerFn<unknown, unknown> }
  | { profile: 'parallel'; handler: HandlerFn<unknown, unknown, ReadContext> }
  | { profile: 'handler'; handler: HandlerFn<unknown, unknown, SelfCheckContext> };

/** The ACTIONS entry of a routed action: payload schema and who may call it. */
export interface RoutedRules {
  type: ActionType;
  payload: ZodType;
  /** Works on the caller's current kitchen and needs at least this role there; without it a person action. */
  role?: KitchenRole;
  /** Works on the Träger the payload's `organisationId` names; the caller must lead it. */
  organisation?: OrganisationRole;
  /** Callable without sign-in. */
  public?: boolean;
  /** Writes nothing: a public read needs no App Check (lib/appCheck.ts). */
  readOnly?: boolean;
  /** Feature flag the caller's kitchen must have; with a list, any one of them suffices. */
  feature?: FeatureFlag | readonly FeatureFlag[];
  admin?: boolean;
}

/** The caller's uid (the person's document, `users/{uid}`); never taken from the payload. */
export function uidOf(ctx: Pick<CallContext, 'auth'>): string {
  if (!ctx.auth) throw notSignedIn();
  return ctx.auth.uid;
}

/**
 * The kitchen the action works on: every kitchen path is built from it and never from the payload. Only
 * kitchen actions (ACTIONS `role`) have one; the router checks the caller's membership of it.
 */
export function kitchenOf(ctx: Pick<CallContext, 'auth' | 'kitchenId'>): string {
  if (!ctx.auth) throw notSignedIn();
  if (!ctx.kitchenId) throw notAMember();
  return ctx.kitchenId;
}

export function isAdmin(ctx: Pick<CallContext, 'user'>): boolean {
  return ctx.user?.admin ?? false;
}
