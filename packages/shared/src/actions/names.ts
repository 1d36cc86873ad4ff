/**
 * Names derived from an action type, without the schemas: the web's first load (backend client, answer
 * action creators) imports these, and must not pull the ACTIONS table with zod in (docs/architecture.md,
 * "What keeps zod out of the first load").
 * Action types are plain strings here so this file needs nothing from table.ts at run time.
 */

/** The type of the action that carries the answer to `T`. */
export type AnswerType<T extends string> = `${T}/answer`;

/** Answer actions carry the request type plus "/answer". */
export function answerTypeOf<T extends string>(type: T): AnswerType<T> {
  return `${type}/answer`;
}

/** Which callable serves an action: "workshops" for workshops/*, else "controller". */
export function endpointOf(type: string): 'controller' | 'workshops' {
  return type.startsWith('workshops/') ? 'workshops' : 'controller';
}
