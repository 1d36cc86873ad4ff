/**
 * The local stack's ports (src/ports.ts), on which the deploy, conformance and browser tests all run: the
 * test lanes start stacks in the same second, so a port handed to one stack is reserved until the process
 * holding it ends, and comes from below the range the OS hands out for outgoing connections.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { freePort, isPortFree, RESERVED_DIR, reserve } from '../../src/ports';

/** A port from the stacks' range that nobody holds now (a dead process's file is cleared first). */
async function unheldPort(): Promise<number> {
  const port = await freePort();
  rmSync(join(RESERVED_DIR, String(port)), { force: true });
  return port;
}

test('a handed-out port is free, below the ephemeral range, and reserved for this process', async () => {
  const port = await freePort();
  expect(port).toBeGreaterThanOrEqual(20_000);
  expect(port).toBeLessThan(32_000);
  expect(await isPortFree(port)).toBe(true);
  expect(readFileSync(join(RESERVED_DIR, String(port)), 'utf8')).toBe(String(process.pid));
  expect(reserve(port)).toBe(false);
});

test('a port another live process holds is not handed out again', async () => {
  const port = await unheldPort();
  writeFileSync(join(RESERVED_DIR, String(port)), String(process.ppid));
  expect(reserve(port)).toBe(false);
  rmSync(join(RESERVED_DIR, String(port)), { force: true });
});

test('the port of a process that has ended can be handed out again', async () => {
  const port = await unheldPort();
  const ended = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']));
  writeFileSync(join(RESERVED_DIR, String(port)), String(ended));
  expect(reserve(port)).toBe(true);
  expect(readFileSync(join(RESERVED_DIR, String(port)), 'utf8')).toBe(String(process.pid));
});

test('ports handed out at once are all different, and a port something listens on counts as taken', async () => {
  const ports = await Promise.all(Array.from({ length: 30 }, () => freePort()));
  expect(new Set(ports).size).toBe(ports.length);

  const port = await unheldPort();
  const server = createServer();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  try {
    expect(await isPortFree(port)).toBe(false);
  } finally {
    server.close();
  }
});
