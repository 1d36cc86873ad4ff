/**
 * Workshops as the backend lists them (`workshops/list`, public) and the state of one registration
 * (`workshops/apply`). Which ones to show is decided by the shared rules at render time, so "upcoming"
 * stays right while the page is open.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WorkshopRegistrationInput } from '@speiseplaner/shared';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type RegistrationStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface WorkshopsState {
  status: LoadStatus;
  /** As received; validated by the shared rules when shown. */
  items: unknown[];
  error?: string;
  registration: {
    status: RegistrationStatus;
    workshopSlug?: string;
    error?: string;
    /** The server's German confirmation. */
    message?: string;
  };
}

/** Answer actions of the backend, dispatched as is by the saga. */
export const workshopsListAnswer = createAction<{ workshops?: unknown[] }>('workshops/list/answer');
export const workshopsApplyAnswer = createAction<{ message?: string } | undefined>('workshops/apply/answer');

export const initialState: WorkshopsState = { status: 'idle', items: [], registration: { status: 'idle' } };

const workshopsSlice = createSlice({
  name: 'workshops',
  initialState,
  reducers: {
    workshopsRequested(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    workshopsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
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
    builder
      .addCase(workshopsListAnswer, (state, action) => {
        state.status = 'loaded';
        state.items = action.payload?.workshops ?? [];
        delete state.error;
      })
      .addCase(workshopsApplyAnswer, (state, action) => {
        state.registration.status = 'sent';
        delete state.registration.error;
        if (action.payload?.message) state.registration.message = action.payload.message;
      });
  },
});

export const {
  workshopsRequested,
  workshopsFailed,
  registrationSubmitted,
  registrationFailed,
  registrationClosed,
} = workshopsSlice.actions;

export default workshopsSlice.reducer;

interface WithWorkshops {
  workshops: WorkshopsState;
}
export const selectWorkshops = (state: WithWorkshops) => state.workshops;
export const selectRegistration = (state: WithWorkshops) => state.workshops.registration;
