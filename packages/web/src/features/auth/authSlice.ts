/**
 * Login state of the app: undefined at start, pending while the account is checked with
 * the backend, then loggedin (with the backend's user and a new-user flag) or loggedout. A public page
 * without a session hint starts loggedout (see authSaga).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';

export type LoginStatus = 'undefined' | 'pending' | 'loggedin' | 'loggedout';

export interface AuthState {
  status: LoginStatus;
  user?: User;
  isNew: boolean;
  /** True while the signed-in Firebase account is an anonymous guest (may be upgraded on /login). */
  guest: boolean;
  /**
   * The signed-in Firebase account's e-mail, confirmed or not: the backend stores an address only once it
   * is confirmed (user/validate), but the account page names the address the person signs in with.
   */
  accountEmail?: string;
  /** German message when the account could not be checked with the backend. */
  error?: string;
  /** A sign-up is under way (see signUpStarted). */
  signingUp?: boolean;
  /**
   * The current kitchen, which every backend call carries (platform/transport/2-bootCalls.ts): the one kept on
   * this device for the account while the sign-in check is under way (kitchenMemory.ts), then the check's
   * `user.kitchenId`. Undefined while unknown, or when the person belongs to no kitchen.
   */
  kitchenId?: string;
  /** The kitchen the person chose in the switcher, while its check is under way (kitchenSwitch.ts). */
  switchingTo?: string;
  /** German message when the last kitchen switch failed. */
  switchError?: string;
  /**
   * Counts the times the signed-in person's kitchen changed (a switch, joining or leaving one): the frame
   * renders the page anew with it, so the page loads the new kitchen's data. The first sign-in is no change.
   */
  kitchenChanges?: number;
  /**
   * The account whose kept profile shows before Firebase Auth has restored the session (a planner page
   * opened again, app/plannerBootSaga.ts): Auth naming the same account keeps the page as it is, another
   * account or none takes the profile away (`authPending`, `loggedOut`).
   */
  shownBeforeAuth?: string;
}

/** The backend's answer to `user/validate` as the saga dispatches it; tests and fakes can build it. */
export const userValidated = answerAction('user/validate');

export const initialState: AuthState = { status: 'undefined', isNew: false, guest: false };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authPending(
      state,
      action: PayloadAction<{
        guest: boolean;
        email?: string | null;
        kitchenId?: string | null;
        /** The Firebase account being checked. */
        uid?: string;
      }>,
    ) {
      const shown = state.shownBeforeAuth;
      delete state.shownBeforeAuth;
      if (shown !== undefined && shown !== action.payload.uid) {
        // Another account than the kept profile's: nothing of that one stays.
        delete state.user;
        delete state.kitchenId;
        state.isNew = false;
      }
      // The kept profile of this very account stays shown while the check runs.
      if (!(shown !== undefined && shown === action.payload.uid && state.status === 'loggedin'))
        state.status = 'pending';
      state.guest = action.payload.guest;
      if (action.payload.email) state.accountEmail = action.payload.email;
      else delete state.accountEmail;
      if (action.payload.kitchenId) state.kitchenId = action.payload.kitchenId;
      delete state.error;
    },
    /**
     * The kept profile of the account signed in last shows before Firebase Auth has answered (the kept
     * `user/validate` answer follows at once); calls carry its kitchen.
     */
    keptShownBeforeAuth(state, action: PayloadAction<{ uid: string; kitchenId?: string }>) {
      state.shownBeforeAuth = action.payload.uid;
      if (action.payload.kitchenId) state.kitchenId = action.payload.kitchenId;
    },
    authFailed(state, action: PayloadAction<string>) {
      delete state.shownBeforeAuth;
      state.status = 'loggedout';
      state.error = action.payload;
      delete state.user;
      delete state.kitchenId;
      state.isNew = false;
    },
    loggedOut(state) {
      delete state.shownBeforeAuth;
      state.status = 'loggedout';
      state.guest = false;
      delete state.accountEmail;
      state.isNew = false;
      delete state.user;
      delete state.error;
      delete state.kitchenId;
      delete state.switchingTo;
      delete state.switchError;
    },
    /**
     * A route that needs Auth opened after the start had set loggedout without asking Firebase (no session
     * hint): the login is unknown again until Firebase has answered.
     */
    sessionCheckStarted(state) {
      state.status = 'undefined';
      delete state.error;
    },
    /** The user asked to log out; the saga signs out and then dispatches loggedOut. */
    logoutRequested() {},
    /** The user asks to check the signed-in account with the backend again (after authFailed). */
    validationRetried() {},
    /**
     * Sign-up begins. Firebase reports the new account before its name is set; until accountCreated (or
     * signUpFailed) the saga holds the account check back, so the backend makes the profile with the name.
     */
    signUpStarted(state) {
      state.signingUp = true;
    },
    /** The new account exists and carries its name (also after a guest upgrade). */
    accountCreated(state, _action: PayloadAction<{ name: string }>) {
      state.signingUp = false;
    },
    signUpFailed(state) {
      state.signingUp = false;
    },
    /** A guest account was linked to an e-mail or Google account; the saga checks the user again. */
    guestUpgraded(state) {
      state.guest = false;
    },
    /** The person chose another of their kitchens in the switcher (kitchenSwitch.ts does the rest). */
    kitchenSwitchRequested(state, action: PayloadAction<string>) {
      state.switchingTo = action.payload;
      delete state.switchError;
    },
    /** The switch could not be done (no network and nothing kept of that kitchen, or refused). */
    kitchenSwitchFailed(state, action: PayloadAction<string>) {
      delete state.switchingTo;
      state.switchError = action.payload;
    },
    /** The switch's message was read. */
    kitchenSwitchErrorClosed(state) {
      delete state.switchError;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userValidated, (state, action) => {
      state.status = 'loggedin';
      const before = state.user?.kitchenId;
      if (before && before !== action.payload.user.kitchenId)
        state.kitchenChanges = (state.kitchenChanges ?? 0) + 1;
      state.user = action.payload.user;
      state.isNew = action.payload.isNew;
      if (action.payload.user.kitchenId) state.kitchenId = action.payload.user.kitchenId;
      else delete state.kitchenId;
      delete state.switchingTo;
      delete state.error;
    });
  },
});

export const {
  authPending,
  keptShownBeforeAuth,
  authFailed,
  loggedOut,
  sessionCheckStarted,
  logoutRequested,
  validationRetried,
  guestUpgraded,
  signUpStarted,
  accountCreated,
  signUpFailed,
  kitchenSwitchRequested,
  kitchenSwitchFailed,
  kitchenSwitchErrorClosed,
} = authSlice.actions;

export default authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}

export const selectAuth = (state: WithAuth): AuthState => state.auth;
