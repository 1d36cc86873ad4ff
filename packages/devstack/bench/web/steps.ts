/**
 * Every browser step of the bench has an end: playwright's `page.evaluate`, CDP commands and context calls
 * take no timeout of their own, so a blocked IndexedDB deletion or a hung page once stalled `pnpm bench:web`
 * for good (issue #32). `within` gives any such step a deadline and names it when it runs out; `watchdog`
 * ends the whole run (stack stopped, exit code 1) if it outlasts its budget anyway. docs/testing.md,
 * "`pnpm bench:web`".
 */
import type { Page } from 'playwright-core';

/**
 * `--smoke` runs in tools/test.sh beside the other lanes, on a machine whose load reaches 20 and more: it only
 * has to finish, so every deadline is four times as long there. A real hang still ends, only later.
 */
const PATIENCE = process.argv.includes('--smoke') ? 4 : 1;

/** True in the smoke run: it takes the app's own retry offer when a call ran out (pageWatch.ts). */
export const UNDER_LOAD = PATIENCE > 1;

/** A deadline of `ms` at calm, stretched for the smoke run. */
export const patient = (ms: number): number => ms * PATIENCE;

/** Resolves like `work`, or rejects naming `what` once `ms` (stretched by `patient`) have passed. */
export async function within<T>(what: string, calmMs: number, work: Promise<T>): Promise<T> {
  const ms = patient(calmMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Zeitüberschreitung nach ${Math.round(ms / 1000)} s: ${what}`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    // A step that lost the race may still reject later; that must not end the process as unhandled.
    work.catch(() => undefined);
  }
}

/** Deadline of a script run in the page (it reads performance entries or deletes a database). */
const EVALUATE_MS = 15_000;

/** `page.evaluate` of a script given as a string, with a deadline. */
export function evaluateWithin<T>(page: Page, what: string, script: string, ms = EVALUATE_MS): Promise<T> {
  return within(what, ms, page.evaluate(script) as Promise<T>);
}

/**
 * Ends the process if the run takes longer than `ms`: first `cleanUp` (stopping the stack, given at most
 * 30 s), then exit code 1. Answers a function that disarms it.
 */
export function watchdog(ms: number, cleanUp: () => Promise<void>): () => void {
  const timer = setTimeout(() => {
    console.error(`\nBench abgebrochen: nach ${Math.round(ms / 60_000)} min nicht fertig.`);
    void within('Aufräumen nach dem Abbruch', 30_000, cleanUp())
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(1));
  }, ms);
  timer.unref();
  return () => clearTimeout(timer);
}
