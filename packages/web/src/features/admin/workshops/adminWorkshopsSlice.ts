/**
 * Verwaltung › Workshops: every workshop as workshops/list answers it (upcoming and past, with the places
 * taken), the state of the form's save, of a cancel or delete, and the registrations of the workshop whose
 * list is open. Answers are the backend's answer actions; each one updates the list in place.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Workshop, WorkshopRegistrationRow } from '@speiseplaner/shared';
import { answerAction } from '../../../platform/transport/answerActions';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../../platform/loadable';

export type Busy = 'idle' | 'working' | 'failed' | 'done';

export interface AdminWorkshopsState {
  load: Load;
  items: Workshop[];
  /** The form's save. */
  save: { status: Busy; error?: string };
  /** A cancel or delete, named by the workshop's slug; `message` says what happened. */
  change: { status: Busy; kind?: 'cancel' | 'delete'; slug?: string; error?: string; message?: string };
  /** The registrations of one workshop (the open list). */
  registrations: {
    slug: string | null;
    load: Load;
    rows: WorkshopRegistrationRow[];
    participants: number;
    complete: boolean;
    /** Removing one registration (by id). */
    removal: { status: Busy; id?: string; error?: string };
  };
}

export const initialState: AdminWorkshopsState = {
  load: IDLE_LOAD,
  items: [],
  save: { status: 'idle' },
  change: { status: 'idle' },
  registrations: {
    slug: null,
    load: IDLE_LOAD,
    rows: [],
    participants: 0,
    complete: true,
    removal: { status: 'idle' },
  },
};

export const workshopsLoad = createLoad<AdminWorkshopsState>('adminWorkshops/list', (state) => state.load);
export const registrationsLoad = createLoad<AdminWorkshopsState>(
  'adminWorkshops/registrations',
  (state) => state.registrations.load,
);

/** The form sends a workshop with the version it was based on (0 and `isNew`: a new one). */
export const workshopSaveRequested = createAction<{ workshop: Workshop; version: number; isNew: boolean }>(
  'adminWorkshops/saveRequested',
);
export const workshopCancelRequested = createAction<{ slug: string }>('adminWorkshops/cancelRequested');
/** A delete names the version of the workshop the admin saw. */
export const workshopDeleteRequested = createAction<{ slug: string; version: number }>(
  'adminWorkshops/deleteRequested',
);
/** The registrations of one workshop are wanted (the list opens). */
export const registrationsRequested = createAction<{ slug: string }>('adminWorkshops/registrationsRequested');
export const registrationRemoveRequested = createAction<{ slug: string; id: string }>(
  'adminWorkshops/removeRequested',
);

const listAnswered = answerAction('workshops/list');
const saveAnswered = answerAction('workshops/save');
const cancelAnswered = answerAction('workshops/cancel');
const deleteAnswered = answerAction('workshops/delete');
const registrationsAnswered = answerAction('workshops/registrations');
const removalAnswered = answerAction('workshops/removeRegistration');

function upsert(items: Workshop[], workshop: Workshop) {
  const at = items.findIndex((w) => w.slug === workshop.slug);
  if (at === -1) items.push(workshop);
  else items[at] = workshop;
}

/** "Eine Absage ging per E-Mail an 1 angemeldete Person." and the like. */
export function cancelledMessage(title: string, mails: number): string {
  const sent =
    mails === 0
      ? 'Es ging keine Absage per E-Mail hinaus (keine neuen Anmeldungen).'
      : mails === 1
        ? 'Eine Absage ging per E-Mail an 1 Anmeldung.'
        : `Absagen gingen per E-Mail an ${mails} Anmeldungen.`;
  return `„${title}“ ist abgesagt. ${sent}`;
}

const adminWorkshopsSlice = createSlice({
  name: 'adminWorkshops',
  initialState,
  reducers: {
    saveFailed(state, action: PayloadAction<string>) {
      state.save = { status: 'failed', error: action.payload };
    },
    /** The form opens or closes: no earlier outcome shows. */
    saveReset(state) {
      state.save = { status: 'idle' };
    },
    changeFailed(state, action: PayloadAction<string>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
    changeDismissed(state) {
      state.change = { status: 'idle' };
    },
    removalFailed(state, action: PayloadAction<string>) {
      state.registrations.removal.status = 'failed';
      state.registrations.removal.error = action.payload;
    },
    registrationsClosed(state) {
      state.registrations = initialState.registrations;
    },
  },
  extraReducers: (builder) => {
    workshopsLoad.addCases(builder);
    registrationsLoad
      .addCases(builder)
      .addCase(listAnswered, (state, { payload }) => {
        state.items = payload.workshops;
        markLoaded(state.load);
      })
      .addCase(workshopSaveRequested, (state) => {
        state.save = { status: 'working' };
      })
      .addCase(saveAnswered, (state, { payload }) => {
        upsert(state.items, payload.workshop);
        state.save = { status: 'done' };
      })
      .addCase(workshopCancelRequested, (state, { payload }) => {
        state.change = { status: 'working', kind: 'cancel', slug: payload.slug };
      })
      .addCase(cancelAnswered, (state, { payload }) => {
        upsert(state.items, payload.workshop);
        state.change = {
          status: 'done',
          kind: 'cancel',
          slug: payload.workshop.slug,
          message: cancelledMessage(payload.workshop.title, payload.mails),
        };
      })
      .addCase(workshopDeleteRequested, (state, { payload }) => {
        state.change = { status: 'working', kind: 'delete', slug: payload.slug };
      })
      .addCase(deleteAnswered, (state, { payload }) => {
        const title = state.items.find((w) => w.slug === payload.slug)?.title ?? payload.slug;
        state.items = state.items.filter((w) => w.slug !== payload.slug);
        state.change = {
          status: 'done',
          kind: 'delete',
          slug: payload.slug,
          message: `„${title}“ ist gelöscht.`,
        };
      })
      .addCase(registrationsRequested, (state, { payload }) => {
        state.registrations = { ...initialState.registrations, slug: payload.slug };
      })
      .addCase(registrationsAnswered, (state, { payload }) => {
        if (payload.slug !== state.registrations.slug) return;
        state.registrations.rows = payload.registrations;
        state.registrations.participants = payload.participants;
        state.registrations.complete = payload.complete;
        markLoaded(state.registrations.load);
      })
      .addCase(registrationRemoveRequested, (state, { payload }) => {
        state.registrations.removal = { status: 'working', id: payload.id };
      })
      .addCase(removalAnswered, (state, { payload }) => {
        upsert(state.items, payload.workshop);
        if (payload.slug === state.registrations.slug) {
          const removed = state.registrations.rows.find((r) => r.id === payload.id);
          state.registrations.rows = state.registrations.rows.filter((r) => r.id !== payload.id);
          state.registrations.participants -= removed?.participants ?? 0;
        }
        state.registrations.removal = { status: 'done', id: payload.id };
      });
  },
});

export const { saveFailed, saveReset, changeFailed, changeDismissed, removalFailed, registrationsClosed } =
  adminWorkshopsSlice.actions;
export default adminWorkshopsSlice.reducer;
