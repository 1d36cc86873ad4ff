/**
 * Reading the Hosting part of firebase.json: the headers a path gets and the Content-Security-Policy's
 * directives. Used by `pnpm deploy:check` and the tests of firebase.json; docs/operations.md ("Hosting")
 * explains every header and CSP source.
 */

export interface HostingHeaderRule {
  source?: string;
  glob?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface HostingRewrite {
  source?: string;
  glob?: string;
  regex?: string;
  destination?: string;
  function?: string | { functionId: string; region?: string; pinTag?: boolean };
  region?: string;
}

export interface HostingConfig {
  public?: string;
  ignore?: string[];
  /** Serves /x from x.html (the prerendered pages). */
  cleanUrls?: boolean;
  rewrites?: HostingRewrite[];
  headers?: HostingHeaderRule[];
  predeploy?: string | string[];
}

/** firebase.json's `hosting` (the first site when it is a list), or undefined. */
export function hostingOf(firebaseJson: unknown): HostingConfig | undefined {
  const hosting = (firebaseJson as { hosting?: HostingConfig | HostingConfig[] } | undefined)?.hosting;
  return Array.isArray(hosting) ? hosting[0] : hosting;
}

/** The value Hosting sends for `key` on a rule with this source: the last matching rule wins. */
export function headerOf(hosting: HostingConfig, source: string, key: string): string | undefined {
  let value: string | undefined;
  for (const rule of hosting.headers ?? []) {
    if ((rule.source ?? rule.glob) !== source) continue;
    const header = rule.headers.find((h) => h.key.toLowerCase() === key.toLowerCase());
    if (header) value = header.value;
  }
  return value;
}

/** The CSP's directives: name → sources (lower-case names, sources as written). */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources that govern `directive` (frame-src falls back to child-src, then default-src). */
export function sourcesFor(csp: Map<string, string[]>, directive: string): string[] {
  const chain =
    directive === 'frame-src' ? ['frame-src', 'child-src', 'default-src'] : [directive, 'default-src'];
  for (const name of chain) {
    const sources = csp.get(name);
    if (sources) return sources;
  }
  return [];
}

/** True when `origin` (https://host) is allowed by one of `sources` (exact host or *.domain). */
export function allowsOrigin(sources: string[], origin: string): boolean {
  const host = new URL(origin).host;
  return sources.some((s) => {
    const match = /^https:\/\/([^/]+)\/?$/.exec(s);
    if (!match) return false;
    const allowed = match[1]!;
    return allowed === host || (allowed.startsWith('*.') && host.endsWith(allowed.slice(1)));
  });
}

/** The Hosting rewrite that sends `path` to a function, as { functionId, region }. */
export function functionRewrite(
  hosting: HostingConfig,
  path: string,
): { functionId: string; region: string | undefined } | undefined {
  const rule = (hosting.rewrites ?? []).find((r) => (r.source ?? r.glob) === path && r.function);
  if (!rule?.function) return undefined;
  return typeof rule.function === 'string'
    ? { functionId: rule.function, region: rule.region }
    : { functionId: rule.function.functionId, region: rule.function.region };
}
