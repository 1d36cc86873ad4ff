/**
 * The pattern of every write outside autosave (the profile forms, the Verwaltung's saves, a registration):
 * the page dispatches its slice's "submitted" action, the saga sends one backend action with `runCommand`,
 * whose answer is put as is (the answer's case reducers store the data), and the slice marks the command
 * done or failed with the German message. One `Command` per form or dialog, so "is it under way, did it
 * work, why not" reads the same everywhere (docs/architecture.md, "Writes outside autosave"). Reads use
 * loadable.ts; edits that save themselves use the autosave engine.
 */
import type { Draft } from '@reduxjs/toolkit';
import type { ActionPayload, ActionType, AnswerAction } from '@speiseplaner/shared';
import type { Effect } from 'redux-saga/effects';
import { put } from 'redux-saga/effects';
import { isConflict } from './autosave/retryDelay';
import { callAction } from './transport/1-callAction';
import { messageOf } from './errorMessage';

export type CommandStatus = 'idle' | 'sending' | 'done' | 'failed';

/** The state of one write; `error` is the German message of the last failed attempt. */
export interface Command {
  status: CommandStatus;
  error?: string;
}

export const IDLE_COMMAND: Command = { status: 'idle' };

/** For the slice's "submitted" case: the write is under way, an earlier message goes. */
export function markSending(command: Draft<Command>): void {
  command.status = 'sending';
  delete command.error;
}

/** For the slice's "saved" case. */
export function markDone(command: Draft<Command>): void {
  command.status = 'done';
  delete command.error;
}

/** For the slice's "failed" case, with the German message to show. */
export function markFailed(command: Draft<Command>, message: string): void {
  command.status = 'failed';
  command.error = message;
}

/** Back to idle (a dialog closed, another form of the page took over). */
export function markIdle(command: Draft<Command>): void {
  command.status = 'idle';
  delete command.error;
}

/** A failure's `conflict`: refused as stale (failed-precondition); the caller may reload what it showed. */
export type CommandResult<T extends ActionType> =
  { ok: true; answer: AnswerAction<T> } | { ok: false; message: string; conflict: boolean };

/**
 * Saga helper: sends the action and puts its answer as is; a failure comes back as the German message
 * to show (it never throws), so the caller puts its slice's done or failed action.
 */
export function* runCommand<T extends ActionType>(
  type: T,
  payload: ActionPayload<T>,
): Generator<Effect, CommandResult<T>, unknown> {
  try {
    const answer = yield* callAction(type, payload);
    yield put(answer);
    return { ok: true, answer };
  } catch (error) {
    return { ok: false, message: messageOf(error), conflict: isConflict(error) };
  }
}
