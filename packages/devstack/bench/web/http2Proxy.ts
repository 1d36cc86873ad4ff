/**
 * `pnpm bench:web --http2`: the web app over HTTP/2 and TLS, as Firebase Hosting serves it in production,
 * instead of the Hosting emulator's HTTP/1.1, where Chromium opens at most six connections to the origin
 * and the planner's 61 files queue behind them (docs/testing.md, "`pnpm bench:web`", waterfall). A local
 * proxy in front of the Hosting emulator: one TLS connection from the browser with every request
 * multiplexed, each forwarded to the emulator over kept-alive HTTP/1.1 on this machine, answer and headers
 * passed on unchanged (the compression the emulator applies included). The certificate is made for the run
 * by `openssl` (Debian's) and trusted by Chromium's `--ignore-certificate-errors` (chromium.ts).
 *
 * Hand-written on Node's own `http2` module: the proxies on the npm registry either speak HTTP/1.1 only to
 * the browser or bring a server framework for what is about thirty lines here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HTTP2 = process.argv.includes('--http2');

/** Headers HTTP/2 forbids or that describe one hop only. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Http2Proxy {
  /** The app's address through the proxy (https://127.0.0.1:<port>/). */
  url: string;
  close(): Promise<void>;
}

/** Serves `target` (the Hosting emulator's http URL) over HTTP/2 with TLS on a free port. */
export async function startHttp2Proxy(target: string): Promise<Http2Proxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = { host: upstream.host };
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const passed: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) passed[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, passed);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
