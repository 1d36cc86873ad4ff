/**
 * The backend answers `user/name` and `user/heads` with the updated user. The auth slice (sign-in area)
 * only stores the user of `user/validate/answer`, so this wrapper puts the updated user into `auth.user`
 * as well, keeping a single copy of the user in the store.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@speiseplaner/shared';
import type { AuthState } from '../features/auth/authSlice';

export const USER_UPDATE_ANSWERS = ['user/name/answer', 'user/heads/answer', 'user/prices/answer'] as const;

function answeredUser(action: UnknownAction): User | undefined {
  if (!(USER_UPDATE_ANSWERS as readonly string[]).includes(action.type)) return undefined;
  const payload = action.payload as { user?: User } | undefined;
  return payload?.user;
}

export function withUserAnswers(reducer: Reducer<AuthState>): Reducer<AuthState> {
  return (state, action) => {
    const next = reducer(state, action);
    const user = answeredUser(action);
    return user && next.status === 'loggedin' ? { ...next, user } : next;
  };
}
