/**
 * Verwaltung › Workshops: every workshop as workshops/list answers it (upcoming and past, with the places
 * taken), the form's save, a cancel or delete from the list (a collection of the admin collection kit,
 * collection/collection.ts), and the registrations of the workshop whose list is open. Answers are the
 * backend's answer actions; each one updates the list in place.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Workshop, WorkshopRegistrationRow } from '@speiseplaner/shared';
import { answerAction } from '../../../platform/transport/answerActions';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../../platform/loadable';
import {
  collectionState,
  createCollection,
  onAnswer,
  removedMessage,
  type CollectionState,
} from '../collection/collection';

export type Busy = 'idle' | 'working' | 'failed' | 'done';

export interface AdminWorkshopsState extends CollectionState<Workshop, 'cancel' | 'delete'> {
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
  ...collectionState<Workshop, 'cancel' | 'delete'>(),
  registrations: {
    slug: null,
    load: IDLE_LOAD,
    rows: [],
    participants: 0,
    complete: true,
    removal: { status: 'idle' },
  },
};

/** The workshops in the list's order as answered; an edited one keeps its place. */
export const workshopCollection = createCollection<Workshop, 'cancel' | 'delete'>({
  name: 'adminWorkshops',
  keyOf: (workshop) => workshop.slug,
});
export const registrationsLoad = createLoad<AdminWorkshopsState>(
  'adminWorkshops/registrations',
  (state) => state.registrations.load,
);

/** The registrations of one workshop are wanted (the list opens). */
export const registrationsRequested = createAction<{ slug: string }>('adminWorkshops/registrationsRequested');
export const registrationRemoveRequested = createAction<{ slug: string; id: string }>(
  'adminWorkshops/removeRequested',
);

const registrationsAnswered = answerAction('workshops/registrations');
const removalAnswered = answerAction('workshops/removeRegistration');

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
    removalFailed(state, action: PayloadAction<string>) {
      state.registrations.removal.status = 'failed';
      state.registrations.removal.error = action.payload;
    },
    registrationsClosed(state) {
      state.registrations = initialState.registrations;
    },
  },
  extraReducers: (builder) => {
    workshopCollection.addCases(builder, {
      listed: onAnswer(answerAction('workshops/list'), (payload) => payload.workshops),
      saved: onAnswer(answerAction('workshops/save'), (payload) => payload.workshop),
      changed: {
        cancel: onAnswer(answerAction('workshops/cancel'), (payload) => ({
          entry: payload.workshop,
          message: cancelledMessage(payload.workshop.title, payload.mails),
        })),
        delete: onAnswer(
          answerAction('workshops/delete'),
          (payload, find: (slug: string) => Workshop | undefined) => ({
            removed: payload.slug,
            message: removedMessage(find(payload.slug)?.title ?? payload.slug),
          }),
        ),
      },
    });
    registrationsLoad
      .addCases(builder)
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
        workshopCollection.upsert(state, payload.workshop);
        if (payload.slug === state.registrations.slug) {
          const removed = state.registrations.rows.find((r) => r.id === payload.id);
          state.registrations.rows = state.registrations.rows.filter((r) => r.id !== payload.id);
          state.registrations.participants -= removed?.participants ?? 0;
        }
        state.registrations.removal = { status: 'done', id: payload.id };
      });
  },
});

export const { removalFailed, registrationsClosed } = adminWorkshopsSlice.actions;
export default adminWorkshopsSlice.reducer;
