/** Backoff after failed writes: 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export const FIRST_RETRY_MS = 2000;
export const MAX_RETRY_MS = 30_000;

export function retryDelayMs(failuresInARow: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failuresInARow - 1), MAX_RETRY_MS);
}

/** A stale-version answer (the backend holds a newer version): not retried, the user decides. */
export function isConflict(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'failed-precondition';
}
