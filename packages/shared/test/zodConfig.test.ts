/**
 * The web app runs under a Content-Security-Policy without 'unsafe-eval': zod must never try to compile
 * parsers with `Function` (src/schemas/zod.ts). The check spies on the global Function constructor while a
 * schema of every kind parses for the first time.
 */
import { z } from 'zod';

describe('zod under the CSP', () => {
  it('is set to jitless once shared is loaded, and parsing calls no Function constructor', async () => {
    const originalFunction = globalThis.Function;
    const calls: unknown[][] = [];
    globalThis.Function = new Proxy(originalFunction, {
      apply(target, thisArg, args) {
        calls.push(args);
        return Reflect.apply(target, thisArg, args);
      },
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const shared = await import('../src');
      expect(z.config().jitless).toBe(true);
      expect(shared.parseActionPayload('recipes/list', {})).toEqual({});
      expect(() =>
        shared.parseActionPayload('user/updateProfile', { version: 0, changes: { name: 42 } }),
      ).toThrow();
    } finally {
      globalThis.Function = originalFunction;
    }
    expect(calls).toEqual([]);
  });
});
