/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time. Imported first by the auth
 * UI tests (test/setupTests.ts belongs to the app area; drop this once it provides them).
 */
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as unknown as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
