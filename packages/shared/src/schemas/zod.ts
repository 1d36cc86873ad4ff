/**
 * zod as every shared module uses it, set up for the app's Content-Security-Policy (no 'unsafe-eval',
 * docs/operations.md, "Hosting"): zod 4 compiles object parsers with `new Function` unless `jitless` is
 * set, and on the first parse probes whether it may by calling `Function('')`, which the browser refuses
 * and reports as a CSP violation. Shared modules import `z` from here (lint enforces it), so the setting
 * is in place before any schema parses, in the web app and in the functions alike. package.json lists this
 * file under `sideEffects`: the bundler would otherwise skip a module that only re-exports `z`, call included.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
