import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them at import time.
const scope = globalThis as unknown as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;

// jsdom has no blob URLs. A CSV test replaces createObjectURL to catch the file; the download's delayed
// revokeObjectURL (platform/downloadCsv.ts) may fire after the test put the originals back.
URL.revokeObjectURL ??= () => undefined;

// The router's scroll restoration calls window.scrollTo, which jsdom does not implement.
window.scrollTo = () => undefined;

// Pages load lazily; on a cold transform cache (a fresh CI clone) a page's modules compile on first import,
// and beside the other test lanes a worker gets a fraction of a core: a page that shows in 1 s alone took
// more than 5 s there. `findBy…` and `waitFor` return as soon as what they wait for is there, so a longer
// limit only changes how long a real failure takes to report. What is awaited stays the same.
configure({ asyncUtilTimeout: 60_000 });

// Jest raises the stack trace limit to 100 frames, and React's development build records the stack of
// every element it creates (its owner stacks), so each render captured deep stacks it never reads beyond
// the first frames: 10 frames (Node's default) saved about a sixth of a page test's CPU time
// (docs/testing.md, "Test time"). Failure stacks still reach from the failing line into the test.
Error.stackTraceLimit = 10;
