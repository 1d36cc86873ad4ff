/**
 * Ports of the local stack, and the firebase.json variant that pins them for the emulators (Auth,
 * Functions and, for the browser tests, Hosting with the production build).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { REPO_ROOT } from './paths';
import { freePort } from './ports';

export interface StackPorts {
  firestore: number;
  auth: number;
  functions: number;
  hub: number;
  logging: number;
  /**
   * The Eventarc and Cloud Tasks emulators, which the Functions emulator starts by itself. Left to their
   * defaults, two stacks starting at once (the test lanes of tools/test.sh) both saw the default taken,
   * both moved to the next port and one failed with EADDRINUSE; so they get fixed ports too.
   */
  eventarc: number;
  tasks: number;
  /** The local Cloud Storage stand-in (src/storage; 9199 is where the official Storage emulator listens). */
  storage: number;
  web: number;
}

/** The ports of `pnpm dev` (firebase.json pins auth and functions to the same). */
export const DEV_PORTS: StackPorts = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  storage: 9199,
  web: 5173,
};

/** Fresh free ports, for test runs that must not collide with a running `pnpm dev`. */
export async function freePorts(): Promise<StackPorts> {
  const ports: number[] = [];
  while (ports.length < 9) {
    const p = await freePort();
    if (!ports.includes(p)) ports.push(p);
  }
  const [firestore, auth, functions, hub, logging, eventarc, tasks, storage, web] = ports as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { firestore, auth, functions, hub, logging, eventarc, tasks, storage, web };
}

/** The origins an emulator build of the web app talks to besides its own: the Auth and Functions emulators. */
export function emulatorOrigins(ports: Pick<StackPorts, 'auth' | 'functions'>): string[] {
  return [`http://127.0.0.1:${ports.auth}`, `http://127.0.0.1:${ports.functions}`];
}

/**
 * firebase.json's Content-Security-Policy with `origins` appended to `connect-src`, every other directive
 * and source left as written. Throws when the policy has no `connect-src` (appending to a missing one would
 * replace the `default-src` fallback, i.e. change more than the emulator origins).
 */
export function cspWithConnectOrigins(policy: string, origins: string[]): string {
  let found = false;
  const directives = policy.split(';').map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name?.toLowerCase() !== 'connect-src') return part.trim();
    found = true;
    return [name, ...sources, ...origins.filter((o) => !sources.includes(o))].join(' ');
  });
  if (!found) throw new Error('Die Content-Security-Policy in firebase.json hat kein connect-src.');
  return directives.filter(Boolean).join('; ');
}

interface HeaderRule {
  headers: { key: string; value: string }[];
}

export interface HostingEmulatorOptions {
  /** The production build to serve, instead of firebase.json's `public` (each stack builds its own). */
  publicDir: string;
}

/**
 * Writes a firebase.json beside the real one (the CLI resolves `functions.source` relative to it) with the
 * emulator ports of this stack; returns its path. The file is git-ignored and removed when the stack stops.
 * With `hosting`, the Hosting emulator serves `publicDir` on the web port with firebase.json's own rewrites
 * and headers; the only change to them is the emulator origins in the CSP's `connect-src`, because the
 * emulator build calls the Auth and Functions emulators directly (docs/testing.md, "Browser tests").
 */
export function writeFirebaseConfig(
  ports: StackPorts,
  tag: string,
  hosting?: HostingEmulatorOptions,
): string {
  const base = JSON.parse(readFileSync(resolve(REPO_ROOT, 'firebase.json'), 'utf8'));
  base.emulators = {
    ...base.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    eventarc: { host: '127.0.0.1', port: ports.eventarc },
    tasks: { host: '127.0.0.1', port: ports.tasks },
    ui: { enabled: false },
  };
  if (hosting) {
    base.emulators.hosting = { host: '127.0.0.1', port: ports.web };
    const origins = emulatorOrigins(ports);
    base.hosting = {
      ...base.hosting,
      public: relative(REPO_ROOT, hosting.publicDir),
      headers: (base.hosting.headers as HeaderRule[]).map((rule) => ({
        ...rule,
        headers: rule.headers.map((h) =>
          h.key.toLowerCase() === 'content-security-policy'
            ? { ...h, value: cspWithConnectOrigins(h.value, origins) }
            : h,
        ),
      })),
    };
  }
  const path = resolve(REPO_ROOT, `firebase.stack-${tag}.json`);
  writeFileSync(path, JSON.stringify(base, null, 2));
  return path;
}
