/**
 * The caller's address as the platform saw it, for the per-address rate limits (lib/rateLimit.ts).
 * Google's front end in front of Cloud Run functions appends the address it received the request from to
 * `X-Forwarded-For`; everything left of that entry was written by the caller and is ignored
 * (docs/operations.md, "Rate limits", with the sources). `RATE_LIMIT_TRUSTED_PROXIES` counts the proxies of
 * our own that append after the client (0: the last entry is the client's). In the emulator no front end
 * appends anything: there the socket's address counts, and the header not at all.
 */
/** What is read of the raw HTTP request (a callable's `rawRequest` fits). */
interface RawRequest {
  headers?: Record<string, string | string[] | undefined>;
  ip?: string;
  socket?: { remoteAddress?: string | undefined };
}

export interface AddressRules {
  /** Running in the Functions emulator (FUNCTIONS_EMULATOR=true). */
  emulator: boolean;
  /** Proxies of our own after the platform's entry; 0 unless docs/operations.md says otherwise. */
  trustedProxies: number;
}

export function addressRulesFromEnv(env: NodeJS.ProcessEnv = process.env): AddressRules {
  const hops = Number(env.RATE_LIMIT_TRUSTED_PROXIES ?? '0');
  return {
    emulator: env.FUNCTIONS_EMULATOR === 'true',
    trustedProxies: Number.isInteger(hops) && hops >= 0 && hops <= 5 ? hops : 0,
  };
}

function forwardedEntries(raw: RawRequest | undefined): string[] {
  const header = raw?.headers?.['x-forwarded-for'];
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** The address the rate limits key on; 'unbekannt' when the platform gave none. */
export function clientAddressOf(
  raw: RawRequest | undefined,
  rules: AddressRules = addressRulesFromEnv(),
): string {
  const socket = raw?.socket?.remoteAddress ?? raw?.ip;
  if (rules.emulator) return socket || 'unbekannt';
  const entries = forwardedEntries(raw);
  // Counted from the right: the front end's entry, or the one before our own proxies' entries.
  const platformEntry = entries[entries.length - 1 - rules.trustedProxies];
  return platformEntry || socket || 'unbekannt';
}
