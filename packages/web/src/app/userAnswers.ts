/**
 * The backend answers `user/name`, `user/letterhead`, `user/bioControlCode`, `user/menuLine`, `user/heads`, `user/prices` and `user/allergens` with the updated user.
 * The auth slice (sign-in area) only stores the user of `user/validate/answer`, so this wrapper puts the
 * updated user into `auth.user` as well, keeping a single copy of the user in the store.
 */
import { isAnyOf, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from '../features/auth/authSlice';
import { answerAction } from '../platform/transport/answerActions';

export const userNameSaved = answerAction('user/name');
export const userLetterheadSaved = answerAction('user/letterhead');
export const userBioControlCodeSaved = answerAction('user/bioControlCode');
export const userMenuLineSaved = answerAction('user/menuLine');
export const userHeadsSaved = answerAction('user/heads');
export const userPricesSaved = answerAction('user/prices');
export const userAllergensSaved = answerAction('user/allergens');

const isUserUpdate = isAnyOf(
  userNameSaved,
  userLetterheadSaved,
  userBioControlCodeSaved,
  userMenuLineSaved,
  userHeadsSaved,
  userPricesSaved,
  userAllergensSaved,
);

export function withUserAnswers(reducer: Reducer<AuthState>): Reducer<AuthState> {
  return (state, action: UnknownAction) => {
    const next = reducer(state, action);
    const user = isUserUpdate(action) ? action.payload.user : undefined;
    return user && next.status === 'loggedin' ? { ...next, user } : next;
  };
}
