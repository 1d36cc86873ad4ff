/**
 * Saving state of the account page's edits: institution name (`user/name`) and default headcounts
 * (`user/heads`). The saved user itself arrives with the backend's answer and lands in `auth.user`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Headcounts } from '@speiseplaner/shared';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
export type AccountField = 'name' | 'heads';

export interface AccountState {
  name: SaveStatus;
  heads: SaveStatus;
  error?: string;
}

export const initialState: AccountState = { name: 'idle', heads: 'idle' };

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
    accountSaved(state, action: PayloadAction<AccountField>) {
      state[action.payload] = 'saved';
    },
    accountSaveFailed(state, action: PayloadAction<{ field: AccountField; message: string }>) {
      state[action.payload.field] = 'failed';
      state.error = action.payload.message;
    },
  },
});

export const { nameSubmitted, headsSubmitted, accountSaved, accountSaveFailed } = accountSlice.actions;

export default accountSlice.reducer;

export const selectAccount = (state: { account: AccountState }) => state.account;
