/**
 * The Verwaltung's collection kit, state side: one section that lists entries of one kind (videos,
 * workshops), edits one in a form and changes one from the list (delete, cancel), each write carrying the
 * version the admin saw (docs/architecture.md, "Writes outside autosave"). `createCollection` makes the
 * section's actions and the cases its slice adds with `addCases`: the list's load and answer, the form's save
 * (a `Command`, platform/command.ts) and one change at a time (a `Command` naming the entry and, when done,
 * what happened). The saga is collectionSaga.ts; the page and dialog frames are CollectionPage.tsx and
 * EntryFormDialog.tsx.
 */
import {
  createAction,
  type ActionReducerMapBuilder,
  type Draft,
  type PayloadActionCreator,
} from '@reduxjs/toolkit';
import {
  IDLE_COMMAND,
  markDone,
  markFailed,
  markIdle,
  markSending,
  type Command,
} from '../../../platform/command';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../../platform/loadable';

/** A change of one entry from the list; `key` names the entry, `message` says what happened. */
export interface EntryChange<K extends string = string> extends Command {
  kind?: K;
  key?: string;
  message?: string;
}

export interface CollectionState<T, K extends string = string> {
  load: Load;
  /** In the section's order. */
  items: T[];
  /** The form's save. */
  save: Command;
  change: EntryChange<K>;
}

export function collectionState<T, K extends string = string>(): CollectionState<T, K> {
  return { load: IDLE_LOAD, items: [], save: IDLE_COMMAND, change: IDLE_COMMAND };
}

/** The form's save: the entry with the version it was based on (0 and `isNew` for a new one). */
export interface SaveRequest<T> {
  entry: T;
  version: number;
  isNew: boolean;
}

/** A change from the list (e.g. `delete`) of the entry `key`, with the version the admin saw. */
export interface ChangeRequest<K extends string = string> {
  kind: K;
  key: string;
  version: number;
}

/** One backend answer action and what the section takes from its payload (`find`: a listed entry by key). */
export interface AnswerCase<T, R> {
  action: PayloadActionCreator<unknown>;
  pick: (payload: unknown, find: (key: string) => T | undefined) => R;
}

export function onAnswer<T, P, R>(
  action: PayloadActionCreator<P>,
  pick: (payload: P, find: (key: string) => T | undefined) => R,
): AnswerCase<T, R> {
  return {
    action: action as unknown as PayloadActionCreator<unknown>,
    pick: pick as AnswerCase<T, R>['pick'],
  };
}

/** A change's outcome: the changed entry or the removed entry's key, and the German note on it. */
export type ChangeOutcome<T> = ({ entry: T } | { removed: string }) & { message: string };

/** The note after a delete: „Titel“ ist gelöscht. */
export const removedMessage = (title: string) => `„${title}“ ist gelöscht.`;

/** What the answers carry: the whole list, a saved entry, and per change kind its outcome. */
export interface CollectionAnswers<T, K extends string> {
  listed: AnswerCase<T, T[]>;
  saved: AnswerCase<T, T>;
  changed: Record<K, AnswerCase<T, ChangeOutcome<T>>>;
}

interface CollectionOptions<T> {
  /** The slice's name, e.g. `adminVideos`: the actions are `<name>/saveRequested` … */
  name: string;
  keyOf: (entry: T) => string;
  /** The list's order; without it, a new entry goes last and an edited one keeps its place. */
  compare?: (a: T, b: T) => number;
}

export function createCollection<T, K extends string>({ name, keyOf, compare }: CollectionOptions<T>) {
  type State = CollectionState<T, K>;
  const load = createLoad<State>(`${name}/list`, (state) => state.load);
  const saveRequested = createAction<SaveRequest<T>>(`${name}/saveRequested`);
  const saveFailed = createAction<string>(`${name}/saveFailed`);
  /** The form opens or closes: no earlier outcome shows. */
  const saveReset = createAction(`${name}/saveReset`);
  const changeRequested = createAction<ChangeRequest<K>>(`${name}/changeRequested`);
  const changeFailed = createAction<string>(`${name}/changeFailed`);
  /** A question opens or the success note is closed: no earlier outcome shows. */
  const changeDismissed = createAction(`${name}/changeDismissed`);

  /** Puts `entry` in its place: replaces the one with its key, or adds it. */
  function upsert(state: Draft<State>, entry: T) {
    const items = state.items as T[];
    const at = items.findIndex((item) => keyOf(item) === keyOf(entry));
    if (at === -1) items.push(entry);
    else items[at] = entry;
    if (compare) items.sort(compare);
  }

  /**
   * The cases of every collection, for the slice's `extraReducers`: `answers` names the backend's answer
   * actions and what each carries.
   */
  function addCases<S extends State>(
    builder: ActionReducerMapBuilder<S>,
    answers: CollectionAnswers<T, K>,
  ): ActionReducerMapBuilder<S> {
    const cases = builder as unknown as ActionReducerMapBuilder<State>;
    const finder = (state: Draft<State>) => (key: string) =>
      (state.items as T[]).find((item) => keyOf(item) === key);
    load.addCases(cases);
    cases
      .addCase(answers.listed.action, (state, { payload }) => {
        state.items = answers.listed.pick(payload, finder(state)) as Draft<T>[];
        markLoaded(state.load);
      })
      .addCase(saveRequested, (state) => markSending(state.save))
      .addCase(answers.saved.action, (state, { payload }) => {
        upsert(state, answers.saved.pick(payload, finder(state)));
        markDone(state.save);
      })
      .addCase(saveFailed, (state, { payload }) => markFailed(state.save, payload))
      .addCase(saveReset, (state) => markIdle(state.save))
      .addCase(changeRequested, (state, { payload }) => {
        state.change = { status: 'sending', kind: payload.kind, key: payload.key } as Draft<EntryChange<K>>;
      })
      .addCase(changeFailed, (state, { payload }) => markFailed(state.change, payload))
      .addCase(changeDismissed, (state) => {
        state.change = { status: 'idle' };
      });
    for (const kind of Object.keys(answers.changed) as K[]) {
      const answer = answers.changed[kind];
      cases.addCase(answer.action, (state, { payload }) => {
        const outcome = answer.pick(payload, finder(state));
        let key: string;
        if ('removed' in outcome) {
          key = outcome.removed;
          state.items = (state.items as T[]).filter((item) => keyOf(item) !== key) as Draft<T>[];
        } else {
          key = keyOf(outcome.entry);
          upsert(state, outcome.entry);
        }
        state.change = { status: 'done', kind, key, message: outcome.message } as Draft<EntryChange<K>>;
      });
    }
    return builder;
  }

  return {
    load,
    saveRequested,
    saveFailed,
    saveReset,
    changeRequested,
    changeFailed,
    changeDismissed,
    upsert,
    addCases,
  };
}

export type Collection<T, K extends string> = ReturnType<typeof createCollection<T, K>>;
