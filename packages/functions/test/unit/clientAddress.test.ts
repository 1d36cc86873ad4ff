/**
 * The address the per-address rate limits key on (lib/clientAddress.ts): the entry Google's front end
 * appended to X-Forwarded-For, never one the caller wrote; in the emulator the socket's address.
 */
import { addressRulesFromEnv, clientAddressOf } from '../../src/lib/clientAddress';

const production = { emulator: false, trustedProxies: 0 };
const request = (forwarded: string | string[] | undefined, socket = '10.0.0.9') => ({
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  socket: { remoteAddress: socket },
});

describe('clientAddressOf', () => {
  it('takes the entry the platform appended, whatever the caller wrote before it', () => {
    expect(clientAddressOf(request('203.0.113.7'), production)).toBe('203.0.113.7');
    expect(clientAddressOf(request('1.2.3.4, 203.0.113.7'), production)).toBe('203.0.113.7');
    expect(clientAddressOf(request(' 1.2.3.4,5.6.7.8 ,203.0.113.7 '), production)).toBe('203.0.113.7');
    expect(clientAddressOf(request(['1.2.3.4', '203.0.113.7']), production)).toBe('203.0.113.7');
  });

  it('a made-up header cannot change the key', () => {
    const keys = ['', '9.9.9.9', '9.9.9.9, 8.8.8.8', 'unsinn', ', ,'].map((made) =>
      clientAddressOf(request(`${made}, 203.0.113.7`), production),
    );
    expect(new Set(keys)).toEqual(new Set(['203.0.113.7']));
  });

  it('skips the entries of trusted proxies of our own, counted from the right', () => {
    const behindOne = { emulator: false, trustedProxies: 1 };
    expect(clientAddressOf(request('1.2.3.4, 203.0.113.7, 35.0.0.1'), behindOne)).toBe('203.0.113.7');
    // Too few entries: the socket's address, never a caller's entry.
    expect(clientAddressOf(request('35.0.0.1'), behindOne)).toBe('10.0.0.9');
  });

  it('in the emulator uses the socket address and ignores the header', () => {
    const emulator = { emulator: true, trustedProxies: 0 };
    expect(clientAddressOf(request('1.2.3.4, 5.6.7.8', '127.0.0.1'), emulator)).toBe('127.0.0.1');
    expect(clientAddressOf(request(undefined, '::1'), emulator)).toBe('::1');
  });

  it('without any address says so instead of sharing an empty key', () => {
    expect(clientAddressOf({ headers: {} }, production)).toBe('unbekannt');
  });
});

describe('addressRulesFromEnv', () => {
  it('reads the emulator flag and a sane proxy count', () => {
    expect(addressRulesFromEnv({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      emulator: true,
      trustedProxies: 0,
    });
    expect(addressRulesFromEnv({ RATE_LIMIT_TRUSTED_PROXIES: '1' })).toEqual({
      emulator: false,
      trustedProxies: 1,
    });
    expect(addressRulesFromEnv({ RATE_LIMIT_TRUSTED_PROXIES: '-3' }).trustedProxies).toBe(0);
    expect(addressRulesFromEnv({ RATE_LIMIT_TRUSTED_PROXIES: 'viele' }).trustedProxies).toBe(0);
  });
});
