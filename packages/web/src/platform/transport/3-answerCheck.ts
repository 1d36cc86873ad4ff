/**
 * Development builds and tests check every answer against the action's shared answer schema, so a
 * backend (or a test fake) that drifts from the contract fails loudly where it happens. Production
 * builds leave it out (main.tsx): the schemas would add zod to every first load.
 * Transport layer 3 of 6, sagas first (docs/architecture.md, "Transport layers"):
 * previous: 2-bootCalls.ts, next: 4-backend.ts.
 */
import { parseActionAnswer } from '@speiseplaner/shared';
import type { BackendCall } from './1-callAction';

export function withAnswerCheck(backend: BackendCall): BackendCall {
  return async (type, payload, kitchen) => {
    const answer = await backend(type, payload, kitchen);
    if (answer.type !== `${type}/answer`) {
      throw new Error(`Antwort auf ${type} hat den Typ ${answer.type}`);
    }
    return { type: answer.type, payload: parseActionAnswer(type, answer.payload) } as typeof answer;
  };
}
