/**
 * The backend call for the callables under `baseUrl`: each action to its endpoint as
 * `{ type, payload, kitchen }` (kitchen left out while unknown), with the App Check token its rule asks for (appCheckToken.ts). 4-backend.ts binds it to the app's URL; tests that check what
 * goes over the wire use it with their own (it reads no Vite env).
 * Transport layer 5 of 6, sagas first (docs/architecture.md, "Transport layers"):
 * previous: 4-backend.ts, next: 6-callable.ts.
 */
import { endpointOf, type ActionPayload, type ActionType, type AnswerAction } from '@speiseplaner/shared';
import { appCheckKindOf } from './appCheckToken';
import type { BackendCall } from './1-callAction';
import { callCallable } from './6-callable';

export function backendAt(baseUrl: string): BackendCall {
  return async function callBackend<T extends ActionType>(
    type: T,
    payload: ActionPayload<T>,
    kitchen?: string,
  ): Promise<AnswerAction<T>> {
    return (await callCallable(
      `${baseUrl}/${endpointOf(type)}`,
      // The current kitchen, once known (docs/architecture.md, "Transport layers"); the server checks it.
      kitchen ? { type, payload, kitchen } : { type, payload },
      { appCheck: appCheckKindOf(type) },
    )) as AnswerAction<T>;
  };
}
