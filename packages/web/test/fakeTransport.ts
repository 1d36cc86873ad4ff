/**
 * The backend at its transport edge for app tests: each action type answers from a handler, like the
 * callables do (`{ type: '<type>/answer', payload }`); unknown types reject as the real router does.
 * Every call is recorded as sent, with the kitchen it carried (`kitchen`, left out when none); like the router, the payload is parsed with the action's schema before
 * the handler sees it (a payload the backend would refuse fails the call), and every answer is checked
 * against the action's answer schema (withAnswerCheck), so a fake cannot answer what the real backend
 * never would.
 */
import {
  parseActionPayload,
  type ActionPayload,
  type ActionType,
  type AnswerAction,
  type ParsedActionPayload,
} from '@speiseplaner/shared';
import type { BackendCall } from '../src/platform/transport/1-callAction';
import { withAnswerCheck } from '../src/platform/transport/3-answerCheck';

/**
 * Answers one action from its parsed payload (and the kitchen the call carried); the answer is checked
 * against the action's answer schema.
 */
export type Handler<T extends ActionType = ActionType> = (
  payload: ParsedActionPayload<T>,
  kitchen?: string,
) => unknown;
/** A handler per action type, each typed with its action's parsed payload. */
export type Handlers = { [T in ActionType]?: Handler<T> };

/** One call as it went out: the kitchen is there only when the call carried one. */
export interface SentCall {
  type: string;
  payload: unknown;
  kitchen?: string;
}

export interface FakeTransport extends BackendCall {
  calls: SentCall[];
  callsOf(type: string): unknown[];
  /** The kitchen each call of `type` carried (undefined: none), in order. */
  kitchensOf(type: string): (string | undefined)[];
}

export class TransportError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function makeTransport(handlers: Handlers = {}): FakeTransport {
  const calls: SentCall[] = [];
  const raw = async <T extends ActionType>(type: T, payload: ActionPayload<T>, kitchen?: string) => {
    calls.push(kitchen === undefined ? { type, payload } : { type, payload, kitchen });
    const handler = handlers[type] as Handler<T> | undefined;
    if (!handler) throw new TransportError('invalid-argument', `Unbekannte Aktion: ${type}`);
    const answer = await handler(parseActionPayload(type, payload), kitchen);
    return { type: `${type}/answer`, payload: answer } as AnswerAction<T>;
  };
  const transport = withAnswerCheck(raw) as FakeTransport;
  transport.calls = calls;
  transport.callsOf = (type) => calls.filter((call) => call.type === type).map((call) => call.payload);
  transport.kitchensOf = (type) => calls.filter((call) => call.type === type).map((call) => call.kitchen);
  return transport;
}

/**
 * The same transport with `before` awaited ahead of every call, to hold some calls back or fail them
 * (a throw in `before` fails the call before the transport records it).
 */
export function interceptTransport(
  transport: FakeTransport,
  before: (type: ActionType) => Promise<void> | void,
): FakeTransport {
  const intercepted: BackendCall = async (type, payload, kitchen) => {
    await before(type);
    return transport(type, payload, kitchen);
  };
  return Object.assign(intercepted, {
    calls: transport.calls,
    callsOf: transport.callsOf,
    kitchensOf: transport.kitchensOf,
  });
}
