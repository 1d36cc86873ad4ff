/** A group of store areas that joins the store later (code splitting): reducers by state key, and sagas. */
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

export interface StoreAreas {
  /** Names the group; injecting the same group twice does nothing. */
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area has its own state and actions
  reducers: Record<string, Reducer<any>>;
  sagas: Saga[];
}
