/**
 * The Masterplan (docs/product.md, "Weeks created on demand"): the shared weeks by ISO week id (the only
 * place the web keeps them: the Speiseplan's adopt dialog reads them here too), the list's load state and
 * the seasonal templates. A week missing when selected is created here with average 0 and five empty
 * days; it reaches the backend with the first edit (an admin's autosave), so browsing never stores empty
 * weeks that would pull the trend down. The edits are the week editor's (plan/weekSlots.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MasterplanTemplate, MasterplanWeek, PlanDay } from '@speiseplaner/shared';
import { answerAction } from '../../app/answerActions';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../app/loadable';
import {
  putListedWeeks,
  putSavedWeek,
  weekChangeMatcher,
  weekReducers,
  type WeekSlots,
} from '../plan/weekSlots';

export interface MasterplanState extends WeekSlots {
  /** The list of the latest weeks (overview, trend, the Speiseplan's adopt dialog). */
  list: Load;
  templates: Load & { items: MasterplanTemplate[] };
}

export const initialState: MasterplanState = {
  weeks: {},
  list: IDLE_LOAD,
  templates: { ...IDLE_LOAD, items: [] },
};

/** Backend answers, dispatched as they come. */
export const weeksListed = answerAction('masterplan/listWeeks');
export const weekSaved = answerAction('masterplan/saveWeek');
export const templatesListed = answerAction('masterplan/listTemplates');

/** The list of the latest weeks: `listLoad.needed()` from every page that shows it. */
export const listLoad = createLoad<MasterplanState>('masterplan/list', (state) => state.list);
export const templatesLoad = createLoad<MasterplanState>('masterplan/templates', (state) => state.templates);

const masterplanSlice = createSlice({
  name: 'masterplan',
  initialState,
  reducers: {
    ...weekReducers,
    /** The page shows this week; the saga loads it or creates it. */
    weekSelected(state, _action: PayloadAction<string>) {
      delete state.error;
    },
    /** Weeks of a range: they join the loaded ones (a range is not the whole list). */
    weeksLoaded(state, action: PayloadAction<MasterplanWeek[]>) {
      putListedWeeks(state, action.payload);
    },
    /** A week the backend does not hold: five empty days, average 0, version 0 (not stored yet). */
    weekCreated(state, action: PayloadAction<MasterplanWeek>) {
      putListedWeeks(state, [action.payload]);
    },
    /** Fill consecutive weeks from a template (the saga loads or creates each week first). */
    templateApplyRequested(_state, _action: PayloadAction<{ weeks: { id: string; days: PlanDay[] }[] }>) {},
  },
  extraReducers: (builder) => {
    listLoad.addCases(builder);
    templatesLoad.addCases(builder);
    builder
      .addCase(weeksListed, (state, { payload }) => {
        markLoaded(state.list);
        putListedWeeks(state, payload.weeks);
      })
      .addCase(weekSaved, (state, { payload }) => putSavedWeek(state, payload.week))
      .addCase(templatesListed, (state, { payload }) => {
        markLoaded(state.templates);
        state.templates.items = payload.templates;
      });
  },
});

export const masterplanActions = masterplanSlice.actions;
export const {
  weekSelected,
  weekLoading,
  weeksLoaded,
  weekCreated,
  weekLoadFailed,
  weekDaysReplaced,
  templateApplyRequested,
  weekStoredLoaded,
} = masterplanSlice.actions;

/** Matches the actions that change a week (and so start the autosave). */
export const isWeekChange = weekChangeMatcher(masterplanSlice.actions);

export default masterplanSlice.reducer;

type WithMasterplan = { masterplan: MasterplanState };

export const selectMasterplan = (state: WithMasterplan) => state.masterplan;
