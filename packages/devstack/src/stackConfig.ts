/** Ports of the local stack, and the firebase.json variant that pins them for the Auth/Functions emulators. */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from './paths';
import { freePort } from './ports';

export interface StackPorts {
  firestore: number;
  auth: number;
  functions: number;
  hub: number;
  logging: number;
  web: number;
}

/** The ports of `pnpm dev` (firebase.json pins auth and functions to the same). */
export const DEV_PORTS: StackPorts = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hub: 4400,
  logging: 4500,
  web: 5173,
};

/** Fresh free ports, for test runs that must not collide with a running `pnpm dev`. */
export async function freePorts(): Promise<StackPorts> {
  const ports: number[] = [];
  while (ports.length < 6) {
    const p = await freePort();
    if (!ports.includes(p)) ports.push(p);
  }
  const [firestore, auth, functions, hub, logging, web] = ports as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { firestore, auth, functions, hub, logging, web };
}

/**
 * Writes a firebase.json beside the real one (the CLI resolves `functions.source` relative to it) with the
 * emulator ports of this stack; returns its path. The file is git-ignored and removed when the stack stops.
 */
export function writeFirebaseConfig(ports: StackPorts, tag: string): string {
  const base = JSON.parse(readFileSync(resolve(REPO_ROOT, 'firebase.json'), 'utf8'));
  base.emulators = {
    ...base.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    ui: { enabled: false },
  };
  const path = resolve(REPO_ROOT, `firebase.stack-${tag}.json`);
  writeFileSync(path, JSON.stringify(base, null, 2));
  return path;
}
