/**
 * The Masterplan (docs/product.md, "Weeks created on demand"): the shared weeks by ISO week id, the list's
 * load state, the seasonal templates and the state of an adoption into the kitchen's Speiseplan. This is
 * the one place the web keeps masterplan weeks: the Masterplan page and the adopt dialog (AdoptDialog.tsx,
 * also opened from the Speiseplan) both read them here; the masterplan saga loads what this slice holds.
 *
 * A week missing when selected is created here with average 0 and five empty days; it reaches the backend
 * with the first edit (an admin's autosave), so browsing never stores empty weeks that would pull the
 * trend down. The edits are the week editor's (features/weekEditor/weekSlots.ts).
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  compareWeekIds,
  type MasterplanTemplate,
  type MasterplanWeek,
  type PlanDay,
} from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../platform/loadable';
import { weekAdoptAnswered, weekAdoptRequested, type WeekAdoptAnswer } from '../weekEditor/weekAdoption';
import {
  putListedWeeks,
  putSavedWeek,
  weekChangeMatcher,
  weekReducers,
  type WeekSlots,
} from '../weekEditor/weekSlots';

export interface MasterplanState extends WeekSlots {
  /** The list of the latest weeks (overview, trend, the Speiseplan's adopt dialog). */
  list: Load;
  templates: Load & { items: MasterplanTemplate[] };
  /** The last adoption into the kitchen's Speiseplan: asked (`checking`) or the plan saga's answer. */
  adoption?: { outcome: 'checking'; weekId: string } | WeekAdoptAnswer;
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
    /** The adopt dialog closed, took the answer or the user withdrew the question. */
    adoptionCleared(state) {
      delete state.adoption;
    },
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
      })
      .addCase(weekAdoptRequested, (state, { payload }) => {
        state.adoption = { outcome: 'checking', weekId: payload.weekId };
      })
      .addCase(weekAdoptAnswered, (state, { payload }) => {
        state.adoption = payload;
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
  adoptionCleared,
} = masterplanSlice.actions;

/** Matches the actions that change a week (and so start the autosave). */
export const isWeekChange = weekChangeMatcher(masterplanSlice.actions);

export default masterplanSlice.reducer;

type WithMasterplan = { masterplan: MasterplanState };

export const selectMasterplan = (state: WithMasterplan) => state.masterplan;

/**
 * The masterplan's weeks by id that are stored or already planned (overview, chart, trend, adopt dialog);
 * a week created on selection and still empty is not part of it yet (its 0 would pull the trend down).
 */
export const selectPlannedWeeks = createSelector(
  [(state: WithMasterplan) => state.masterplan.weeks],
  (weeks): MasterplanWeek[] =>
    Object.values(weeks)
      .filter((w): w is MasterplanWeek => typeof w === 'object')
      .filter((w) => w.version > 0 || w.days.some((d) => d.recipes.length > 0))
      .sort((a, b) => compareWeekIds(a.id, b.id)),
);
