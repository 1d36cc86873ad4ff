/**
 * The backend answers `user/updateProfile`, `user/prices` and `user/allergens` with the updated user, and
 * so do the Träger's answers that change the person or the current kitchen (`org/create`, `org/accept`,
 * `org/leave`; the kitchen stays the same).
 * The auth slice (sign-in area) only stores the user of `user/validate/answer`, so this wrapper puts the
 * updated user into `auth.user` as well, keeping a single copy of the user in the store.
 */
import { isAnyOf, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from '../features/auth/authSlice';
import { answerAction } from '../platform/transport/answerActions';

export const userProfileSaved = answerAction('user/updateProfile');
export const userPricesSaved = answerAction('user/prices');
export const userAllergensSaved = answerAction('user/allergens');
const organisationCreated = answerAction('org/create');
const organisationAccepted = answerAction('org/accept');
const organisationLeft = answerAction('org/leave');

const isUserUpdate = isAnyOf(
  userProfileSaved,
  userPricesSaved,
  userAllergensSaved,
  organisationCreated,
  organisationAccepted,
  organisationLeft,
);

export function withUserAnswers(reducer: Reducer<AuthState>): Reducer<AuthState> {
  return (state, action: UnknownAction) => {
    const next = reducer(state, action);
    const user = isUserUpdate(action) ? action.payload.user : undefined;
    return user && next.status === 'loggedin' ? { ...next, user } : next;
  };
}
