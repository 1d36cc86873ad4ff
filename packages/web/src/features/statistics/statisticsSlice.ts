/**
 * Statistik: which plan weeks the page asked for (the weeks themselves land in the plan slice, where the
 * Speiseplan keeps its newest edits) and, for admins, the usage counters across kitchens (`plan/stats`).
 * Shopping lists come from the Einkauf slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UsageStats } from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';
import { createLoad, markLoaded, type Load } from '../../platform/loadable';

/** The plan weeks `from`–`to` the page asked for; an answer for another range leaves it alone. */
export interface WeekRangeLoad extends Load {
  from: string;
  to: string;
}

export interface StatisticsState {
  weeks?: WeekRangeLoad;
  usage: Load & { stats?: UsageStats };
}

export const initialState: StatisticsState = { usage: { status: 'idle' } };

type Range = { from: string; to: string };

/** Backend answer of `plan/stats`, dispatched as it comes. */
export const usageAnswered = answerAction('plan/stats');

/** Admins: the usage counters, fresh on every visit (a failed load keeps no old counters on screen). */
export const usageLoad = createLoad<StatisticsState>('statistics/usage', (state) => state.usage);
export const usageNeeded = usageLoad.needed;

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
  },
  extraReducers: (builder) =>
    usageLoad.addCases(builder).addCase(usageAnswered, (state, { payload }) => {
      state.usage.stats = payload.stats;
      markLoaded(state.usage);
    }),
});

export const { weeksNeeded, weeksLoaded, weeksFailed } = statisticsSlice.actions;

export default statisticsSlice.reducer;

type WithStatistics = { statistics: StatisticsState };

export const selectStatistics = (state: WithStatistics) => state.statistics;
