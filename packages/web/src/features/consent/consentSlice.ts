/**
 * Consent for cookies and external media. Videos from the hosting service load only with consent: either
 * 'Alle akzeptieren' in the banner or a click on 'Video laden' for one video (which counts for the visit).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readConsent, type ConsentChoice } from './consentStorage';

export interface ConsentState {
  /** undefined until the visitor has chosen; the banner shows until then. */
  choice?: ConsentChoice;
  /** External media allowed for this visit (click-to-load), without a stored choice. */
  mediaThisVisit: boolean;
}

function initialConsent(): ConsentState {
  const choice = typeof window === 'undefined' ? undefined : readConsent();
  return choice ? { choice, mediaThisVisit: false } : { mediaThisVisit: false };
}

const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsent,
  reducers: {
    consentChosen(state, action: PayloadAction<ConsentChoice>) {
      state.choice = action.payload;
    },
    mediaAllowedOnce(state) {
      state.mediaThisVisit = true;
    },
  },
});

export const { consentChosen, mediaAllowedOnce } = consentSlice.actions;

export default consentSlice.reducer;

export const selectConsentChoice = (state: { consent: ConsentState }) => state.consent.choice;
export const selectExternalMediaAllowed = (state: { consent: ConsentState }) =>
  state.consent.choice === 'all' || state.consent.mediaThisVisit;
