/**
 * Builds a routing table from the handlers of one callable: payload schema, role, feature flag and admin/public
 * marks come from the shared ACTIONS table, never from the handler files, so client and server cannot
 * disagree about what is valid or who may call it.
 */
import { ACTIONS, isActionType, type ActionType } from '@speiseplaner/shared';
import type { HandlerOf, RoutedAction, RoutedHandler } from './action';

/** Handlers by action type: the handler registered under `T` must be the one defined for `T`. */
export type Handlers = { readonly [T in ActionType]?: HandlerOf<T> };

/** The handler of `T` with its payload parameter widened: the router validated the payload already. */
function unchecked<T extends ActionType>(handler: HandlerOf<T>): RoutedHandler {
  // The router calls it only with a payload it validated with `ACTIONS[type].payload` (lib/dispatch.ts),
  // and that parse yields exactly ParsedActionPayload<T>, and with the context of `profile`; TypeScript
  // cannot follow either through the table.
  return { profile: handler.profile, handler: handler.handler } as unknown as RoutedHandler;
}

/** One table entry: the handler of `T` with the ACTIONS entry of `T`. */
function route<T extends ActionType>(type: T, handler: HandlerOf<T>): RoutedAction {
  if (handler.type !== type) throw new Error(`Der Handler für ${handler.type} steht unter ${type}`);
  const spec = ACTIONS[type];
  return {
    type,
    ...unchecked(handler),
    payload: spec.payload,
    role: 'role' in spec ? spec.role : undefined,
    organisation: 'organisation' in spec ? spec.organisation : undefined,
    feature: 'feature' in spec ? spec.feature : undefined,
    admin: 'admin' in spec ? spec.admin : undefined,
    public: 'public' in spec ? spec.public : undefined,
    readOnly: 'readOnly' in spec ? spec.readOnly : undefined,
  };
}

export function routingTable(handlers: Handlers): Readonly<Record<string, RoutedAction>> {
  const table: Record<string, RoutedAction> = {};
  for (const type of Object.keys(handlers)) {
    if (!isActionType(type)) throw new Error(`Aktion ${type} fehlt in ACTIONS (@speiseplaner/shared)`);
    const handler = handlers[type];
    if (handler) table[type] = route(type, handler as HandlerOf<typeof type>);
  }
  return Object.freeze(table);
}
