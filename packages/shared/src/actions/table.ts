/**
 * ACTIONS: every backend action by type, with payload and answer schemas and who may call it. Client and
 * server validate with the same schemas. Answers travel as the action `<type>/answer` (see the functions).
 */
import type { z } from 'zod';
import { DomainError } from '../errors';
import { parseOrThrow } from '../schemas/validate';
import { ADMIN_ACTIONS } from './adminActions';
import { appCheckOf, type AppCheckRule } from './common';
import { INGREDIENT_ACTIONS } from './ingredientActions';
import { NEWSLETTER_ACTIONS } from './newsletterActions';
import { ORGANISATION_ACTIONS } from './organisationActions';
import { PLAN_ACTIONS } from './planActions';
import { RECIPE_ACTIONS } from './recipeActions';
import { SHOPPING_ACTIONS } from './shoppingActions';
import { TEAM_ACTIONS } from './teamActions';
import { USER_ACTIONS } from './userActions';
import { VIDEO_ACTIONS } from './videoActions';
import { WORKSHOP_ACTIONS } from './workshopActions';
import type { AnswerType } from './names';

export { answerTypeOf, endpointOf, type AnswerType } from './names';

export const ACTIONS = {
  ...ADMIN_ACTIONS,
  ...INGREDIENT_ACTIONS,
  ...NEWSLETTER_ACTIONS,
  ...ORGANISATION_ACTIONS,
  ...PLAN_ACTIONS,
  ...RECIPE_ACTIONS,
  ...SHOPPING_ACTIONS,
  ...TEAM_ACTIONS,
  ...USER_ACTIONS,
  ...VIDEO_ACTIONS,
  ...WORKSHOP_ACTIONS,
};

export type ActionType = keyof typeof ACTIONS;
/** What a client sends for an action (defaults may be left out). */
export type ActionPayload<T extends ActionType> = z.input<(typeof ACTIONS)[T]['payload']>;
/** The payload after validation (defaults applied). */
export type ParsedActionPayload<T extends ActionType> = z.output<(typeof ACTIONS)[T]['payload']>;
export type ActionAnswer<T extends ActionType> = z.output<(typeof ACTIONS)[T]['answer']>;
/** What the backend sends back for `T`: the web app dispatches it as is. */
export interface AnswerAction<T extends ActionType> {
  type: AnswerType<T>;
  payload: ActionAnswer<T>;
}

/** True when `type` names a backend action (own keys only, so "__proto__" is none). */
export function isActionType(type: unknown): type is ActionType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(ACTIONS, type);
}

/** The App Check token a call of `type` carries (appCheckOf); an unknown type the standard one. */
export function appCheckOfType(type: string): AppCheckRule {
  return isActionType(type) ? appCheckOf(ACTIONS[type]) : 'standard';
}

/** Validates a payload for an action, or throws DomainError with a German message. */
export function parseActionPayload<T extends ActionType>(type: T, payload: unknown): ParsedActionPayload<T> {
  if (!isActionType(type)) throw new DomainError('invalid-argument', `Unbekannte Aktion: ${String(type)}.`);
  return parseOrThrow(ACTIONS[type].payload, payload, `Daten für ${type}`) as ParsedActionPayload<T>;
}

/** Validates an answer for an action, or throws DomainError with a German message. */
export function parseActionAnswer<T extends ActionType>(type: T, answer: unknown): ActionAnswer<T> {
  if (!isActionType(type)) throw new DomainError('invalid-argument', `Unbekannte Aktion: ${String(type)}.`);
  return parseOrThrow(ACTIONS[type].answer, answer, `Antwort auf ${type}`) as ActionAnswer<T>;
}
