/**
 * The words of a saving state ('Speichert …', 'Gespeichert', the retry countdown). The countdown's
 * seconds are hidden from screen readers: inside a live region they would be read out every second.
 */
import type { DocSaveState } from './autosaveSlice';
import { RETRY_TEXT, retryCountdownText, saveStatusText } from './saveStatusText';
import { useSecondsUntil } from './useSecondsUntil';

function RetryCountdown({ at }: { at: number }) {
  return (
    <>
      {RETRY_TEXT}
      <span aria-hidden="true">{retryCountdownText(useSecondsUntil(at))}</span>
    </>
  );
}

export default function SaveStatusWords({
  state,
}: {
  state: Pick<DocSaveState, 'status' | 'retryAt' | 'message'> | undefined;
}) {
  return state?.status === 'retrying' && state.retryAt !== undefined ? (
    // Keyed by the deadline: every new attempt starts its own countdown.
    <RetryCountdown key={state.retryAt} at={state.retryAt} />
  ) : (
    <>{saveStatusText(state)}</>
  );
}
