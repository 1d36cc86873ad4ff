/**
 * Statistik: which plan weeks the page asked for (the weeks themselves land in the plan slice, where the
 * Speiseplan keeps its newest edits) and, for admins, the usage counters across kitchens (`plan/stats`).
 * Shopping lists come from the Einkauf slice.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UsageStats } from '@speiseplaner/shared';

export interface WeekRangeLoad {
  from: string;
  to: string;
  status: 'loading' | 'loaded' | 'failed';
  /** German message of a failed load. */
  error?: string;
}

export interface StatisticsState {
  weeks?: WeekRangeLoad;
  usage: { status: 'idle' | 'loading' | 'loaded' | 'failed'; stats?: UsageStats; error?: string };
}

export const initialState: StatisticsState = { usage: { status: 'idle' } };

type Range = { from: string; to: string };

/** Backend answer of `plan/stats`, dispatched as it comes. */
export const usageAnswered = createAction<{ stats: UsageStats }>('plan/stats/answer');

const sameRange = (load: WeekRangeLoad | undefined, range: Range) =>
  load?.from === range.from && load.to === range.to;

const statisticsSlice = createSlice({
  name: 'statistics',
  initialState,
  reducers: {
    /** The page shows the weeks `from`–`to`; the saga lists them. */
    weeksNeeded(state, action: PayloadAction<Range>) {
      state.weeks = { ...action.payload, status: 'loading' };
    },
    weeksLoaded(state, action: PayloadAction<Range>) {
      if (state.weeks && sameRange(state.weeks, action.payload)) state.weeks.status = 'loaded';
    },
    weeksFailed(state, action: PayloadAction<Range & { message: string }>) {
      if (!state.weeks || !sameRange(state.weeks, action.payload)) return;
      state.weeks.status = 'failed';
      state.weeks.error = action.payload.message;
    },
    /** Admins: the usage counters, fresh on every visit. */
    usageNeeded(state) {
      state.usage = { ...state.usage, status: 'loading' };
      delete state.usage.error;
    },
    usageFailed(state, action: PayloadAction<string>) {
      state.usage = { status: 'failed', error: action.payload };
    },
  },
  extraReducers: (builder) =>
    builder.addCase(usageAnswered, (state, { payload }) => {
      state.usage = { status: 'loaded', stats: payload.stats };
    }),
});

export const { weeksNeeded, weeksLoaded, weeksFailed, usageNeeded, usageFailed } = statisticsSlice.actions;

export default statisticsSlice.reducer;

type WithStatistics = { statistics: StatisticsState };

export const selectStatistics = (state: WithStatistics) => state.statistics;
