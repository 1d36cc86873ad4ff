/**
 * Chromium for the bench: the e2e tests' Chromium binary and flags, plus a host resolver rule that lets it
 * reach 127.0.0.1 only, so nothing the page might ask of the internet leaves this machine.
 */
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '../../test/e2e/browser';
import { HTTP2 } from './http2Proxy';

export function launchLocalOnlyChromium(): Promise<Browser> {
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
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      // The HTTP/2 proxy's certificate is made for the run (http2Proxy.ts).
      ...(HTTP2 ? ['--ignore-certificate-errors'] : []),
    ],
  });
}
