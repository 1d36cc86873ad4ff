/**
 * Debian's Chromium driven by playwright-core (no browser download is possible here). The flags keep
 * Chromium from reaching for Google's hosts, which this machine cannot reach.
 */
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('Chromium fehlt: `apt-get install -y chromium` (oder CHROMIUM_PATH setzen).');
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
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
