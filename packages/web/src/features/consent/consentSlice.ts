/**
 * Consent for cookies and external media. Videos from the hosting service load only with consent: either
 * 'Alle akzeptieren' in the banner or a click on 'Video laden' for one video (which counts for the visit).
 * 'Cookie-Einstellungen' in the footer opens the banner again; 'Nur notwendige' there withdraws the
 * consent, and every embed falls back to its placeholder (they read selectExternalMediaAllowed).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readConsent, type ConsentChoice } from './consentStorage';

export interface ConsentState {
  /** undefined until the visitor has chosen; the banner shows until then. */
  choice?: ConsentChoice;
  /** External media allowed for this visit (click-to-load), without a stored choice. */
  mediaThisVisit: boolean;
  /** The visitor opened the choice again from the footer. */
  settingsOpen: boolean;
}

function initialConsent(): ConsentState {
  const choice = typeof window === 'undefined' ? undefined : readConsent();
  return choice
    ? { choice, mediaThisVisit: false, settingsOpen: false }
    : { mediaThisVisit: false, settingsOpen: false };
}

const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsent,
  reducers: {
    consentChosen(state, action: PayloadAction<ConsentChoice>) {
      state.choice = action.payload;
      state.settingsOpen = false;
      // 'Nur notwendige' also takes back a video allowed for this visit.
      if (action.payload === 'necessary') state.mediaThisVisit = false;
    },
    mediaAllowedOnce(state) {
      state.mediaThisVisit = true;
    },
    consentSettingsOpened(state) {
      state.settingsOpen = true;
    },
    consentSettingsClosed(state) {
      state.settingsOpen = false;
    },
  },
});

export const { consentChosen, mediaAllowedOnce, consentSettingsOpened, consentSettingsClosed } =
  consentSlice.actions;

export default consentSlice.reducer;

export const selectConsentChoice = (state: { consent: ConsentState }) => state.consent.choice;
export const selectExternalMediaAllowed = (state: { consent: ConsentState }) =>
  state.consent.choice === 'all' || state.consent.mediaThisVisit;
export const selectConsentSettingsOpen = (state: { consent: ConsentState }) => state.consent.settingsOpen;
