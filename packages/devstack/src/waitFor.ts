/** Polls until a condition holds, with a German timeout error that names what was awaited. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  {
    timeoutMs = 60_000,
    intervalMs = 250,
    failEarly,
  }: { timeoutMs?: number; intervalMs?: number; failEarly?: () => string | null } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const early = failEarly?.();
    if (early) throw new Error(`${what}: ${early}`);
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline)
      throw new Error(`Zeitüberschreitung: ${what} nicht bereit nach ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** True when an HTTP GET answers at all (any status). */
export async function httpAnswers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return true;
}
