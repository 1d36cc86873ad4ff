/**
 * Debian's Chromium driven by playwright-core (no browser download is possible here). The flags keep
 * Chromium from reaching for Google's hosts, which this machine cannot reach.
 *
 * The browser tests launch Debian's `chromium-headless-shell` when it is installed (tools/ensure-tools.sh
 * installs it; CHROMIUM_PATH still wins): the same Blink and V8 of the same version without the browser's
 * UI, as Playwright itself runs headless tests. The test processes of menuLine.e2e took 19 and 22 CPU-s
 * with it against 27 and 27 with the full browser in `--headless` (2026-11-29, load 15–23;
 * docs/testing.md "Test time"). `chromiumPath()` (the benchmarks) stays the full browser.
 */
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function chromiumPath(): string {
  const found = CANDIDATES.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('Chromium fehlt: `apt-get install -y chromium` (oder CHROMIUM_PATH setzen).');
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath:
      !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath(),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
