/**
 * Workshops as the backend lists them (`workshops/list`, public) and the state of one registration
 * (`workshops/apply`). Which ones to show is decided by the shared rules at render time, so "upcoming"
 * stays right while the page is open.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WorkshopRegistrationInput } from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';
import type { Command } from '../../platform/command';
import { createLoad, markLoaded, type Load } from '../../platform/loadable';

/** The list's load (`status`, `error`) sits on the state itself. */
export interface WorkshopsState extends Load {
  /** As received (production builds do not check answers); validated by the shared rules when shown. */
  items: unknown[];
  /** The registration sent from the dialog: a write's state (platform/command.ts) and its workshop. */
  registration: Command & {
    workshopSlug?: string;
    /** The server's German confirmation. */
    message?: string;
  };
}

/** Answer actions of the backend, dispatched as is by the saga. */
export const workshopsListAnswer = answerAction('workshops/list');
export const workshopsApplyAnswer = answerAction('workshops/apply');

/** Widgets ask for the list; the saga loads it unless it is loaded or loading. */
export const workshopsLoad = createLoad<WorkshopsState>('workshops/load', (state) => state);
export const workshopsRequested = workshopsLoad.needed;

export const initialState: WorkshopsState = { status: 'idle', items: [], registration: { status: 'idle' } };

const workshopsSlice = createSlice({
  name: 'workshops',
  initialState,
  reducers: {
    registrationSubmitted(state, action: PayloadAction<WorkshopRegistrationInput>) {
      state.registration = { status: 'sending', workshopSlug: action.payload.workshopSlug };
    },
    registrationFailed(state, action: PayloadAction<string>) {
      state.registration.status = 'failed';
      state.registration.error = action.payload;
    },
    registrationClosed(state) {
      state.registration = { status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    workshopsLoad
      .addCases(builder)
      .addCase(workshopsListAnswer, (state, action) => {
        state.items = action.payload.workshops;
        markLoaded(state);
      })
      .addCase(workshopsApplyAnswer, (state, action) => {
        state.registration.status = 'done';
        delete state.registration.error;
        state.registration.message = action.payload.message;
      });
  },
});

export const { registrationSubmitted, registrationFailed, registrationClosed } = workshopsSlice.actions;

export default workshopsSlice.reducer;

interface WithWorkshops {
  workshops: WorkshopsState;
}
export const selectWorkshops = (state: WithWorkshops) => state.workshops;
export const selectRegistration = (state: WithWorkshops) => state.workshops.registration;
