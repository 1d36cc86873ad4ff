/**
 * Builds a routing table from the handlers of one callable: payload schema, feature flag and admin/public
 * marks come from the shared ACTIONS table, never from the handler files, so client and server cannot
 * disagree about what is valid or who may call it.
 */
import { ACTIONS, type ActionType } from '@speiseplaner/shared';
import type { ActionHandler, AnyAction } from './action';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handlers = { readonly [T in ActionType]?: ActionHandler<any, unknown> };

export function routingTable(handlers: Handlers): Readonly<Record<string, AnyAction>> {
  const table: Record<string, AnyAction> = {};
  for (const [type, handler] of Object.entries(handlers)) {
    const spec = ACTIONS[type as ActionType] as {
      payload: AnyAction['payload'];
      feature?: AnyAction['feature'];
      admin?: boolean;
      public?: boolean;
    };
    if (!spec) throw new Error(`Aktion ${type} fehlt in ACTIONS (@speiseplaner/shared)`);
    table[type] = {
      ...handler!,
      payload: spec.payload,
      feature: spec.feature,
      admin: spec.admin,
      public: spec.public,
    };
  }
  return Object.freeze(table);
}
