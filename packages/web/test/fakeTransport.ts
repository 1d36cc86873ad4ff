/**
 * The backend at its transport edge for app tests: each action type answers from a handler, like the
 * callables do (`{ type: '<type>/answer', payload }`); unknown types reject as the real router does.
 * Every call is recorded, and every answer is checked against the action's shared answer schema
 * (withAnswerCheck), so a fake cannot answer what the real backend never would.
 */
import type { ActionType, AnswerAction } from '@speiseplaner/shared';
import type { BackendCall } from '../src/app/backendCall';
import { withAnswerCheck } from '../src/app/checkedBackend';

export type Handler = (payload: unknown) => unknown;

export interface FakeTransport extends BackendCall {
  calls: { type: string; payload: unknown }[];
  callsOf(type: string): unknown[];
}

export class TransportError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function makeTransport(handlers: Record<string, Handler> = {}): FakeTransport {
  const calls: { type: string; payload: unknown }[] = [];
  const raw = async <T extends ActionType>(type: T, payload: unknown) => {
    calls.push({ type, payload });
    const handler = handlers[type];
    if (!handler) throw new TransportError('invalid-argument', `Unbekannte Aktion: ${type}`);
    return { type: `${type}/answer`, payload: await handler(payload) } as AnswerAction<T>;
  };
  const transport = withAnswerCheck(raw) as FakeTransport;
  transport.calls = calls;
  transport.callsOf = (type) => calls.filter((call) => call.type === type).map((call) => call.payload);
  return transport;
}
