/**
 * Idle connections: a client keeps its connection to Cloud Storage open between calls and reuses it. Node's
 * HTTP server closes an idle one after 5 s, and a client that reused it in that moment got ECONNRESET (a
 * functions test, 2026-11-29). The stand-in keeps idle connections open as Cloud Storage does
 * (docs/storage-standin.md); only the stand-in is checked, the official emulator's timing is its own.
 */
import { Agent, get } from 'node:http';
import type { Socket } from 'node:net';
import { useStorage } from './storageClient';

const ctx = useStorage('connections');

/** GET `url` through `agent`; answers the status and the socket it went over. */
function fetchVia(agent: Agent, url: string): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: request.socket as Socket }));
    });
    request.on('error', reject);
  });
}

const standInTest = process.env.CONFORMANCE_STORAGE_HOST ? test.skip : test;

standInTest('an idle connection is still open after 6 s and carries the next call', async () => {
  const { standIn, bucket } = ctx();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const url = `${standIn!.url}/b/${bucket.name}/o`;
    const first = await fetchVia(agent, url);
    expect(first.status).toBe(200);
    let closed = false;
    first.socket.once('close', () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    const second = await fetchVia(agent, url);
    expect(second.status).toBe(200);
    expect(second.socket).toBe(first.socket);
  } finally {
    agent.destroy();
  }
});
