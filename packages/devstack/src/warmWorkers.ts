/**
 * Starts the Functions emulator's worker processes before the first test needs them. The emulator runs
 * every call in a Node process of its own and starts a new one whenever a call finds none of that function
 * idle (firebase-tools' RuntimeWorkerPool); a start loads the whole functions bundle, seconds of CPU. A
 * burst after the stack started (a page's boot calls, the Aushang's photos) therefore waited for several
 * starts at once, inside the emulator's queue limit, and on a loaded CI machine that passed 60 s
 * (docs/testing.md, "Test time"). Production has no such cost per call: one Cloud Run instance serves
 * many calls at once.
 *
 * A POST with an empty JSON object is answered at once by every function (400 by a callable, 405 by the
 * photo server) and leaves its process idle for the next call. The calls of one function go out together,
 * so each finds no idle process and starts its own.
 */

/** How many processes each function gets: function name → count. */
export type WarmCounts = Record<string, number>;

export async function warmFunctionWorkers(functionsBase: string, counts: WarmCounts): Promise<void> {
  for (const [name, count] of Object.entries(counts)) {
    await Promise.all(
      Array.from({ length: count }, async () => {
        const res = await fetch(`${functionsBase}/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
          // A busy machine starts several Node processes at once; this is a hang guard only.
          signal: AbortSignal.timeout(180_000),
        });
        await res.arrayBuffer();
      }),
    );
  }
}
