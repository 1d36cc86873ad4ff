/** A group of store areas that joins the store later (code splitting): reducers by state key, and sagas. */
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

export interface StoreAreas {
  /** Names the group; injecting the same group twice does nothing. */
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area has its own state and actions
  reducers: Record<string, Reducer<any>>;
  sagas: Saga[];
  /**
   * The areas hold one kitchen's data (the planner's): a kitchen switch stops their sagas, empties them and
   * starts their sagas again (app/store.ts, `kitchenData`), so nothing of the old kitchen shows in the new one.
   */
  perKitchen?: boolean;
}

/** What the store offers the kitchen switch (saga context `kitchenData`). */
export interface KitchenData {
  /** Stops the sagas of the per-kitchen areas, empties those areas and drops prefetched answers. */
  stop: () => void;
  /** Starts the per-kitchen areas' sagas again (after the new kitchen's user is in the store). */
  start: () => void;
}
