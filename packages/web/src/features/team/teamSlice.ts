/**
 * The team of the current kitchen (docs/product.md, "Teams"): its members and, for the Küchenleitung, the
 * pending invitations (team/list), the writes of the team page (invite, withdraw, role, remove, leave) and
 * joining a kitchen by an invitation's link (team/accept). The answers that carry the person in another
 * kitchen (leave, accept) go to `auth.user` as the auth feature's user/validate answer (teamSaga.ts).
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invitation, KitchenRole, TeamMember } from '@speiseplaner/shared';
import { useSelector } from 'react-redux';
import {
  IDLE_COMMAND,
  markDone,
  markFailed,
  markIdle,
  markSending,
  type Command,
} from '../../platform/command';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../platform/loadable';
import { answerAction } from '../../platform/transport/answerActions';

/** The outcome of opening an invitation's link while signed in. */
export type Acceptance =
  | { status: 'idle' | 'sending' }
  | { status: 'joined'; kitchenName: string; role: KitchenRole }
  | { status: 'failed'; message: string };

export interface TeamState {
  list: Load;
  members: TeamMember[];
  invitations: Invitation[];
  /** The invite form's write. */
  invite: Command;
  /** The latest write of a row (withdraw, role, remove): its message shows above the lists. */
  row: Command;
  leave: Command;
  accept: Acceptance;
  /** The link `accept` is about: a page opened again with the same link does not send it twice. */
  acceptToken?: string;
  /** The name a person without one gave on joining (sent again with „Erneut versuchen“). */
  acceptName?: string;
}

export const initialState: TeamState = {
  list: { ...IDLE_LOAD },
  members: [],
  invitations: [],
  invite: { ...IDLE_COMMAND },
  row: { ...IDLE_COMMAND },
  leave: { ...IDLE_COMMAND },
  accept: { status: 'idle' },
};

const load = createLoad<TeamState>('team/list', (state) => state.list);
export const teamNeeded = load.needed;
export const teamListLoading = load.loading;
export const teamListFailed = load.loadFailed;

const listed = answerAction('team/list');
const invited = answerAction('team/invite');
const withdrawn = answerAction('team/withdraw');
const roleSet = answerAction('team/setRole');
const removed = answerAction('team/remove');

/** A row's write as the page asks for it; the saga sends it (one at a time, in order). */
export type RowRequest =
  | { kind: 'withdraw'; id: string }
  | { kind: 'setRole'; uid: string; role: KitchenRole }
  | { kind: 'remove'; uid: string };

export const inviteSubmitted = createAction<{ email: string; role: KitchenRole }>('team/inviteSubmitted');
export const rowSubmitted = createAction<RowRequest>('team/rowSubmitted');
export const leaveSubmitted = createAction('team/leaveSubmitted');
export const acceptSubmitted = createAction<{ kitchenId: string; token: string; name?: string }>(
  'team/acceptSubmitted',
);

const teamSlice = createSlice({
  name: 'team',
  initialState,
  reducers: {
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
    leaveDone(state) {
      markDone(state.leave);
    },
    leaveFailed(state, action: PayloadAction<string>) {
      markFailed(state.leave, action.payload);
    },
    /** The page went on after leaving: a later visit starts without the old outcome. */
    leaveSeen(state) {
      markIdle(state.leave);
    },
    accepted(state, action: PayloadAction<{ kitchenName: string; role: KitchenRole }>) {
      state.accept = { status: 'joined', ...action.payload };
    },
    acceptFailed(state, action: PayloadAction<string>) {
      state.accept = { status: 'failed', message: action.payload };
    },
  },
  extraReducers: (builder) => {
    load
      .addCases(builder)
      .addCase(listed, (state, { payload }) => {
        state.members = payload.members;
        state.invitations = payload.invitations;
        markLoaded(state.list);
      })
      .addCase(inviteSubmitted, (state) => markSending(state.invite))
      .addCase(rowSubmitted, (state) => markSending(state.row))
      .addCase(leaveSubmitted, (state) => markSending(state.leave))
      .addCase(acceptSubmitted, (state, { payload }) => {
        state.accept = { status: 'sending' };
        state.acceptToken = payload.token;
        if (payload.name) state.acceptName = payload.name;
      })
      .addCase(invited, (state, { payload }) => {
        state.invitations = [
          ...state.invitations.filter((invitation) => invitation.id !== payload.invitation.id),
          payload.invitation,
        ];
      })
      .addCase(withdrawn, (state, { payload }) => {
        state.invitations = state.invitations.filter((invitation) => invitation.id !== payload.id);
      })
      .addCase(roleSet, (state, { payload }) => {
        state.members = state.members.map((member) =>
          member.uid === payload.member.uid ? payload.member : member,
        );
      })
      .addCase(removed, (state, { payload }) => {
        state.members = state.members.filter((member) => member.uid !== payload.uid);
      });
  },
});

export const {
  inviteDone,
  inviteFailed,
  rowDone,
  rowFailed,
  leaveDone,
  leaveFailed,
  leaveSeen,
  accepted,
  acceptFailed,
} = teamSlice.actions;

export default teamSlice.reducer;

export interface WithTeam {
  team: TeamState;
}

export const selectTeam = (state: WithTeam): TeamState => state.team;

/**
 * The team's state inside its StoreAreasGate (teamAreas.ts): the app's `PageState` does not list this
 * area, so the team's components select with their own state type.
 */
export const useTeamSelector = useSelector.withTypes<WithTeam>();
