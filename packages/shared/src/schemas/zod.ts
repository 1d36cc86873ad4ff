/**
 * zod as every shared module uses it, set up for the app's Content-Security-Policy (no 'unsafe-eval',
 * docs/operations.md, "Hosting"): zod 4 compiles object parsers with `new Function` unless `jitless` is
 * set, and on the first parse probes whether it may by calling `Function('')`, which the browser refuses
 * and reports as a CSP violation. Shared modules import `z` from here (lint enforces it), so the setting
 * is in place before any schema parses, in the web app and in the functions alike.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
