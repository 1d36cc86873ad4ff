/**
 * Action creators for backend answers, typed from the shared ACTIONS table: slices match them in
 * `extraReducers` and get the answer's payload type without writing it by hand.
 */
import { createAction } from '@reduxjs/toolkit';
import { answerTypeOf, type ActionAnswer, type ActionType } from '@speiseplaner/shared';

export function answerAction<T extends ActionType>(type: T) {
  return createAction<ActionAnswer<T>, `${T}/answer`>(answerTypeOf(type));
}
