/** Preloaded consent state for tests. */
import type { RootState } from '../src/app/store';
import type { ConsentChoice } from '../src/features/consent/consentStorage';

export const initialStateForTests = (choice: ConsentChoice): Partial<RootState> => ({
  consent: { choice, mediaThisVisit: false, settingsOpen: false },
});
