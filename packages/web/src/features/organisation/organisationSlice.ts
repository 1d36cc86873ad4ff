/**
 * The Träger (docs/product.md, "Träger"): the Träger a person leads (org/get: its kitchens and pending
 * invitations), its overview for a chosen period (org/overview), the writes of the Träger page (create,
 * invite a kitchen, withdraw, remove a kitchen), a kitchen invitation's link (org/invitation, org/accept)
 * and a kitchen leaving its Träger (org/leave). Answers that carry the person (create, accept, leave) go
 * to `auth.user` through app/userAnswers.ts.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrganisationOverview, OrganisationView, OverviewPeriod } from '@speiseplaner/shared';
import { useSelector } from 'react-redux';
import {
  IDLE_COMMAND,
  markDone,
  markFailed,
  markIdle,
  markSending,
  type Command,
} from '../../platform/command';
import { IDLE_LOAD, markLoaded, type Load } from '../../platform/loadable';
import { answerAction } from '../../platform/transport/answerActions';

/** What a kitchen invitation's link says (org/invitation), or why it cannot be read. */
export type InvitationInfo =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; name: string; invitedBy: string; expiresAt: number }
  | { status: 'failed'; message: string };

/** The outcome of accepting a kitchen invitation for the current kitchen. */
export type OrgAcceptance =
  | { status: 'idle' | 'sending' }
  | { status: 'joined'; organisationName: string; kitchenName: string }
  | { status: 'failed'; message: string };

export interface OrganisationState {
  /** The Träger the page shows (org/get), and which one it asked for. */
  organisationId?: string;
  load: Load;
  organisation?: OrganisationView;
  /** The overview of `overviewPeriod` (org/overview). */
  overviewLoad: Load;
  overview?: OrganisationOverview;
  overviewPeriod?: OverviewPeriod;
  create: Command;
  invite: Command;
  /** The latest write of a row (withdraw an invitation, remove a kitchen). */
  row: Command;
  invitation: InvitationInfo;
  accept: OrgAcceptance;
  /** The link `accept` is about: a page opened again with the same link does not send it twice. */
  acceptToken?: string;
  leave: Command;
}

export const initialState: OrganisationState = {
  load: { ...IDLE_LOAD },
  overviewLoad: { ...IDLE_LOAD },
  create: { ...IDLE_COMMAND },
  invite: { ...IDLE_COMMAND },
  row: { ...IDLE_COMMAND },
  invitation: { status: 'idle' },
  accept: { status: 'idle' },
  leave: { ...IDLE_COMMAND },
};

const got = answerAction('org/get');
const created = answerAction('org/create');
const overviewAnswered = answerAction('org/overview');
const invited = answerAction('org/inviteKitchen');
const withdrawn = answerAction('org/withdrawInvitation');
const removed = answerAction('org/removeKitchen');

/** A row's write as the page asks for it; the saga sends it (one at a time, in order). */
export type OrgRowRequest = { kind: 'withdraw'; id: string } | { kind: 'remove'; kitchenId: string };

export const organisationNeeded = createAction<{ organisationId: string }>('organisation/needed');
export const overviewNeeded = createAction<{ organisationId: string; period: OverviewPeriod }>(
  'organisation/overviewNeeded',
);
export const createSubmitted = createAction<{ name: string }>('organisation/createSubmitted');
export const kitchenInviteSubmitted = createAction<{ organisationId: string; email: string }>(
  'organisation/inviteSubmitted',
);
export const orgRowSubmitted = createAction<{ organisationId: string; request: OrgRowRequest }>(
  'organisation/rowSubmitted',
);
export const invitationNeeded = createAction<{ organisationId: string; token: string }>(
  'organisation/invitationNeeded',
);
export const orgAcceptSubmitted = createAction<{ organisationId: string; token: string }>(
  'organisation/acceptSubmitted',
);
export const orgLeaveSubmitted = createAction('organisation/leaveSubmitted');

/**
 * The page now shows Träger `id`: another Träger's data goes. Both the page's read and the overview's
 * call this, whichever comes first (a child's effect runs before its parent's).
 */
function follow(state: OrganisationState, id: string) {
  if (state.organisationId === id) return;
  state.organisationId = id;
  delete state.organisation;
  delete state.overview;
  delete state.overviewPeriod;
  state.load = { ...IDLE_LOAD };
  state.overviewLoad = { ...IDLE_LOAD };
}

const organisationSlice = createSlice({
  name: 'organisation',
  initialState,
  reducers: {
    loadStarted(state) {
      state.load.status = 'loading';
      delete state.load.error;
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.load = { status: 'failed', error: action.payload };
    },
    overviewLoading(state) {
      state.overviewLoad.status = 'loading';
      delete state.overviewLoad.error;
    },
    overviewFailed(state, action: PayloadAction<string>) {
      state.overviewLoad = { status: 'failed', error: action.payload };
    },
    createDone(state) {
      markDone(state.create);
    },
    createFailed(state, action: PayloadAction<string>) {
      markFailed(state.create, action.payload);
    },
    inviteDone(state) {
      markDone(state.invite);
    },
    inviteFailed(state, action: PayloadAction<string>) {
      markFailed(state.invite, action.payload);
    },
    rowDone(state) {
      markDone(state.row);
    },
    rowFailed(state, action: PayloadAction<string>) {
      markFailed(state.row, action.payload);
    },
    invitationLoaded(state, action: PayloadAction<{ name: string; invitedBy: string; expiresAt: number }>) {
      state.invitation = { status: 'loaded', ...action.payload };
    },
    invitationFailed(state, action: PayloadAction<string>) {
      state.invitation = { status: 'failed', message: action.payload };
    },
    orgAccepted(state, action: PayloadAction<{ organisationName: string; kitchenName: string }>) {
      state.accept = { status: 'joined', ...action.payload };
    },
    orgAcceptFailed(state, action: PayloadAction<string>) {
      state.accept = { status: 'failed', message: action.payload };
    },
    orgLeaveDone(state) {
      markDone(state.leave);
    },
    orgLeaveFailed(state, action: PayloadAction<string>) {
      markFailed(state.leave, action.payload);
    },
    /** The dialog closed: a later question starts without the old outcome. */
    orgLeaveSeen(state) {
      markIdle(state.leave);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(organisationNeeded, (state, { payload }) => follow(state, payload.organisationId))
      .addCase(overviewNeeded, (state, { payload }) => {
        follow(state, payload.organisationId);
        state.overviewPeriod = payload.period;
      })
      .addCase(got, (state, { payload }) => {
        if (payload.organisation.id !== state.organisationId) return;
        state.organisation = payload.organisation;
        markLoaded(state.load);
      })
      .addCase(created, (state, { payload }) => {
        state.organisationId = payload.organisation.id;
        state.organisation = payload.organisation;
        delete state.overview;
        delete state.overviewPeriod;
        state.overviewLoad = { ...IDLE_LOAD };
        markLoaded(state.load);
      })
      .addCase(overviewAnswered, (state, { payload }) => {
        state.overview = payload;
        markLoaded(state.overviewLoad);
      })
      .addCase(createSubmitted, (state) => markSending(state.create))
      .addCase(kitchenInviteSubmitted, (state) => markSending(state.invite))
      .addCase(orgRowSubmitted, (state) => markSending(state.row))
      .addCase(invitationNeeded, (state) => {
        state.invitation = { status: 'loading' };
      })
      .addCase(orgAcceptSubmitted, (state, { payload }) => {
        state.accept = { status: 'sending' };
        state.acceptToken = payload.token;
      })
      .addCase(orgLeaveSubmitted, (state) => markSending(state.leave))
      .addCase(invited, (state, { payload }) => {
        if (!state.organisation) return;
        state.organisation.invitations = [
          ...state.organisation.invitations.filter((entry) => entry.id !== payload.invitation.id),
          payload.invitation,
        ];
      })
      .addCase(withdrawn, (state, { payload }) => {
        if (!state.organisation) return;
        state.organisation.invitations = state.organisation.invitations.filter(
          (entry) => entry.id !== payload.id,
        );
      })
      .addCase(removed, (state, { payload }) => {
        if (!state.organisation) return;
        state.organisation.kitchens = state.organisation.kitchens.filter(
          (kitchen) => kitchen.kitchenId !== payload.kitchenId,
        );
        if (state.overview)
          state.overview.rows = state.overview.rows.filter((row) => row.kitchenId !== payload.kitchenId);
      });
  },
});

export const {
  loadStarted,
  loadFailed,
  overviewLoading,
  overviewFailed,
  createDone,
  createFailed,
  inviteDone,
  inviteFailed,
  rowDone,
  rowFailed,
  invitationLoaded,
  invitationFailed,
  orgAccepted,
  orgAcceptFailed,
  orgLeaveDone,
  orgLeaveFailed,
  orgLeaveSeen,
} = organisationSlice.actions;

export default organisationSlice.reducer;

export interface WithOrganisation {
  organisation: OrganisationState;
}

export const selectOrganisationArea = (state: WithOrganisation): OrganisationState => state.organisation;

/**
 * The Träger's state inside its StoreAreasGate (organisationAreas.ts): the app's `PageState` does not
 * list this area, so the feature's components select with their own state type.
 */
export const useOrganisationSelector = useSelector.withTypes<WithOrganisation>();
