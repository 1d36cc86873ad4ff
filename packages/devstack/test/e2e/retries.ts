/**
 * In the whole run (runBrowserTests.ts sets E2E_RETRIES), a browser test that failed runs once more, with
 * a fresh browser context and new accounts, and the errors of the first try are printed. The machine is
 * short of CPU for the whole run and a rare wait of 60 s runs out beside three busy lanes (docs/testing.md,
 * "Waits"); a test that fails twice still fails the run, and one that passed only on its second try is
 * named at the end of the summary (tools/jest-summary-reporter.cjs), so it is looked into, not forgotten.
 * A file run on its own gets no second try.
 */
const retries = Number(process.env.E2E_RETRIES ?? 0);
if (retries > 0) jest.retryTimes(retries, { logErrorsBeforeRetry: true });
