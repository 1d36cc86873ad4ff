/** Port checks: the stack refuses to start on a taken port instead of failing half-way. */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** True when nothing listens on host:port. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Ports for stacks come from below Linux's ephemeral range (32768–60999), so no outgoing connection and no
 * `listen(0)` of another program takes one meanwhile.
 */
const PORT_RANGE = { from: 20_000, to: 32_000 } as const;
/** One file per port handed out, naming the process that holds it (docs/testing.md, "Test time"). */
export const RESERVED_DIR = join(tmpdir(), 'speiseplaner-ports');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Reserves `port` for this process, across processes: true when no live process holds it. Two test lanes
 * start their stacks in the same second, and a port free when one lane looked could be bound by the other
 * lane's stack before the first one's emulator got to it (CI-like run, 2026-11-30: "Could not start
 * emulator hub, port taken"). A reservation ends with its process.
 */
export function reserve(port: number): boolean {
  mkdirSync(RESERVED_DIR, { recursive: true });
  const path = join(RESERVED_DIR, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(path, 'utf8'));
      } catch {
        // removed meanwhile: try again
      }
      if (holder && (holder === process.pid || isAlive(holder))) return false;
      rmSync(path, { force: true });
    }
  }
  return false;
}

/** A port nothing listens on and no other running stack has been handed. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let tries = 0; tries < 1_000; tries++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if ((await isPortFree(port, host)) && reserve(port)) return port;
  }
  throw new Error('Kein freier Port für den lokalen Stack gefunden.');
}

/** Throws a German message listing every taken port. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) taken.push(`${name} (${port})`);
  }
  if (taken.length > 0) {
    throw new Error(
      `Port belegt: ${taken.join(', ')}. Läuft schon ein anderer Stack? Bitte beenden und neu starten.`,
    );
  }
}
