/** Port checks: the stack refuses to start on a taken port instead of failing half-way. */
import { createServer } from 'node:net';

/** True when nothing listens on host:port. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A port the OS reports free right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
