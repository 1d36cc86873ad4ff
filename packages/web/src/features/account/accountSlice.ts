/**
 * State of the profile writes (`user/updateProfile`): one command per form that sends them — the
 * institution name (Mein Konto and the personal menu's dialog), the letterhead, the organic control body
 * code, the menu line, the default headcounts, and the onboarding page, which sends its three fields in
 * one call. The saved user itself arrives with the backend's answer and lands in `auth.user`
 * (app/userAnswers.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileChangesInput } from '@speiseplaner/shared';
import {
  IDLE_COMMAND,
  markDone,
  markFailed,
  markIdle,
  markSending,
  type Command,
} from '../../platform/command';

/** The forms that write the profile; each shows its own progress. */
export const PROFILE_FORMS = [
  'name',
  'letterhead',
  'bioControlCode',
  'noticePhotos',
  'menuLine',
  'heads',
  'onboarding',
] as const;
export type ProfileForm = (typeof PROFILE_FORMS)[number];

/** One write: the form that sent it and the fields it changes. */
export interface ProfileSubmission {
  form: ProfileForm;
  changes: ProfileChangesInput;
}

export interface AccountState {
  forms: Record<ProfileForm, Command>;
  /** The kitchen chose 'Später' on the onboarding page: not sent there again in this session. */
  onboardingSkipped: boolean;
}

export const initialState: AccountState = {
  forms: Object.fromEntries(PROFILE_FORMS.map((form) => [form, { ...IDLE_COMMAND }])) as Record<
    ProfileForm,
    Command
  >,
  onboardingSkipped: false,
};

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    profileSubmitted(state, action: PayloadAction<ProfileSubmission>) {
      // The page shows the outcome of the latest write: the other forms' notices go.
      for (const form of PROFILE_FORMS) {
        const command = state.forms[form];
        if (form === action.payload.form) markSending(command);
        else if (command.status !== 'sending') markIdle(command);
      }
    },
    profileSaved(state, action: PayloadAction<ProfileForm>) {
      markDone(state.forms[action.payload]);
    },
    profileSaveFailed(state, action: PayloadAction<{ form: ProfileForm; message: string }>) {
      markFailed(state.forms[action.payload.form], action.payload.message);
    },
    onboardingSkipped(state) {
      state.onboardingSkipped = true;
    },
  },
});

export const { profileSubmitted, profileSaved, profileSaveFailed, onboardingSkipped } = accountSlice.actions;

export default accountSlice.reducer;

export const selectAccount = (state: { account: AccountState }) => state.account;
export const selectProfileForm = (form: ProfileForm) => (state: { account: AccountState }) =>
  state.account.forms[form];
