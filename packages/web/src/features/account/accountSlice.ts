/**
 * Saving state of the account page's edits: institution name (`user/name`), letterhead (`user/letterhead`), organic
 * control body code (`user/bioControlCode`), menu line (`user/menuLine`),
 * default headcounts (`user/heads`), and the onboarding page's form, which saves all three. The saved user
 * itself arrives with the backend's answer and lands in `auth.user`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Headcounts, MenuLine } from '@speiseplaner/shared';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
export type AccountField = 'name' | 'heads' | 'letterhead' | 'bioControlCode' | 'menuLine' | 'onboarding';

/** What the onboarding page saves at once. */
export interface OnboardingValues {
  name: string;
  heads: Headcounts;
  letterhead: string;
}

export interface AccountState {
  name: SaveStatus;
  heads: SaveStatus;
  letterhead: SaveStatus;
  bioControlCode: SaveStatus;
  menuLine: SaveStatus;
  onboarding: SaveStatus;
  /** The kitchen chose 'Später' on the onboarding page: not sent there again in this session. */
  onboardingSkipped: boolean;
  error?: string;
}

export const initialState: AccountState = {
  name: 'idle',
  heads: 'idle',
  letterhead: 'idle',
  bioControlCode: 'idle',
  menuLine: 'idle',
  onboarding: 'idle',
  onboardingSkipped: false,
};

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    nameSubmitted(state, _action: PayloadAction<string>) {
      state.name = 'saving';
      delete state.error;
    },
    headsSubmitted(state, _action: PayloadAction<Headcounts>) {
      state.heads = 'saving';
      delete state.error;
    },
    letterheadSubmitted(state, _action: PayloadAction<string>) {
      state.letterhead = 'saving';
      delete state.error;
    },
    bioControlCodeSubmitted(state, _action: PayloadAction<string>) {
      state.bioControlCode = 'saving';
      delete state.error;
    },
    menuLineSubmitted(state, _action: PayloadAction<MenuLine>) {
      state.menuLine = 'saving';
      delete state.error;
    },
    onboardingSubmitted(state, _action: PayloadAction<OnboardingValues>) {
      state.onboarding = 'saving';
      delete state.error;
    },
    onboardingSkipped(state) {
      state.onboardingSkipped = true;
    },
    accountSaved(state, action: PayloadAction<AccountField>) {
      state[action.payload] = 'saved';
    },
    accountSaveFailed(state, action: PayloadAction<{ field: AccountField; message: string }>) {
      state[action.payload.field] = 'failed';
      state.error = action.payload.message;
    },
  },
});

export const {
  nameSubmitted,
  headsSubmitted,
  letterheadSubmitted,
  bioControlCodeSubmitted,
  menuLineSubmitted,
  onboardingSubmitted,
  onboardingSkipped,
  accountSaved,
  accountSaveFailed,
} = accountSlice.actions;

export default accountSlice.reducer;

export const selectAccount = (state: { account: AccountState }) => state.account;
