/**
 * The whole local stack in one call: the local Firestore (patched stand-in, in this process), the local
 * Cloud Storage (stand-in, in this process; docs/storage-standin.md), the Auth and
 * Functions emulators (firebase-tools, offline, demo project), the functions build, the seed, and the web
 * app (Vite dev server, or a production build served by `vite preview` or by the Hosting emulator with
 * firebase.json's rewrites and headers). Used by `pnpm dev`, the browser tests and the bench scripts;
 * `stop()` ends every child process.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIREBASE_BIN, FUNCTIONS_DIR, PROJECT_ID, REPO_ROOT, VITE_BIN, WEB_DIR } from './paths';
import { assertPortsFree } from './ports';
import { startChild, stopAllChildren, type Child } from './processes';
import { startFirestore, type RunningFirestore } from './firestore/startFirestore';
import { startStorage, type RunningStorage } from './storage/startStorage';
import { writeFirebaseConfig, type StackPorts } from './stackConfig';
import { httpAnswers, waitFor } from './waitFor';
import { seedDemo } from './seed/seedDemo';
import type { DemoLogin } from './seed/demoUsers';

export interface StackOptions {
  ports: StackPorts;
  /**
   * 'dev': Vite dev server with HMR (`pnpm dev`). 'preview': production build in packages/web/dist served
   * by `vite preview` (bench scripts: no security headers in the way of the measurements). 'hosting':
   * production build served by the Firebase Hosting emulator with firebase.json's rewrites and headers, the
   * CSP extended by the emulator origins only (browser tests). false: no web app.
   */
  web: 'dev' | 'preview' | 'hosting' | false;
  /** Rebuild the functions on change (dev) instead of once. */
  watchFunctions?: boolean;
  seed?: boolean;
  echo?: boolean;
}

export interface RunningStack {
  ports: StackPorts;
  webUrl: string;
  logins: DemoLogin[];
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Where a 'hosting' stack builds the web app and the Hosting emulator serves it from: a folder of its own,
 * so a build of another stack or a `pnpm build` in the same checkout cannot swap the files under this one's
 * Hosting emulator mid-run (the PWA browser test deploys a new build there on purpose).
 */
export function hostingDirOf(ports: StackPorts): string {
  return resolve(REPO_ROOT, 'tmp', `web-hosting-${ports.functions}`);
}

/** What a web build or dev server of this stack needs: the emulator hosts and its port. */
export function webEnvOf(ports: StackPorts): Record<string, string> {
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    VITE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    WEB_PORT: String(ports.web),
  };
}

function childFailed(child: Child): () => string | null {
  return () =>
    child.process.exitCode !== null
      ? `Prozess beendet (Code ${child.process.exitCode}):\n${child.output()}`
      : null;
}

async function run(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const child = startChild(name, command, args, { cwd, env });
  const code = await new Promise<number | null>((resolve) => child.process.once('exit', resolve));
  if (code !== 0) throw new Error(`${name} fehlgeschlagen (Code ${code}):\n${child.output()}`);
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports } = options;
  const externalFirestore = process.env.FIRESTORE_EMULATOR_HOST;
  await assertPortsFree({
    ...(externalFirestore ? {} : { Firestore: ports.firestore }),
    'Cloud Storage': ports.storage,
    Auth: ports.auth,
    Functions: ports.functions,
    'Emulator-Hub': ports.hub,
    Logging: ports.logging,
    ...(options.web ? { [options.web === 'hosting' ? 'Hosting' : 'Web']: ports.web } : {}),
  });

  let firestore: RunningFirestore | null = null;
  let storage: RunningStorage | null = null;
  const tag = String(ports.functions);
  let configPath = '';
  const hostingDir = options.web === 'hosting' ? hostingDirOf(ports) : '';
  const stop = async () => {
    await stopAllChildren();
    if (firestore) await firestore.stop();
    if (storage) await storage.stop();
    if (configPath) rmSync(configPath, { force: true });
    if (hostingDir) rmSync(hostingDir, { recursive: true, force: true });
  };

  try {
    firestore = externalFirestore ? null : await startFirestore(ports.firestore);
    const firestoreHost = externalFirestore ?? firestore!.address;
    storage = await startStorage(ports.storage);
    const env: Record<string, string> = {
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      // firebase-admin's getStorage() (the functions, the seed) and @google-cloud/storage read the first;
      // the Functions emulator hands its own environment on to the functions and, without the second,
      // warns that Storage calls "will affect production" (docs/storage-standin.md).
      STORAGE_EMULATOR_HOST: storage.url,
      FIREBASE_STORAGE_EMULATOR_HOST: storage.address,
      GCLOUD_PROJECT: PROJECT_ID,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      // Where the links in mails (newsletter confirmation) point: this stack's web app.
      APP_URL: `http://127.0.0.1:${ports.web}`,
    };

    const webEnv = webEnvOf(ports);
    // The production build runs while the emulators start and the seed runs (awaited before the web app
    // starts). NODE_ENV=production: jest sets NODE_ENV=test, which Vite would pass on to React (its
    // development build, with warnings a user never sees).
    let webBuild: Promise<void> | undefined;
    if (options.web === 'preview' || options.web === 'hosting') {
      if (hostingDir) mkdirSync(hostingDir, { recursive: true });
      const outDir = hostingDir ? ['--outDir', hostingDir, '--emptyOutDir'] : [];
      webBuild = run('web-build', VITE_BIN, ['build', ...outDir], WEB_DIR, {
        ...webEnv,
        NODE_ENV: 'production',
      });
      webBuild.catch(() => undefined); // awaited below; a failing emulator start must not leave it unhandled
    }

    await run('functions-build', process.execPath, ['build.mjs'], FUNCTIONS_DIR);
    if (options.watchFunctions)
      startChild('functions-watch', process.execPath, ['build.mjs', '--watch'], { cwd: FUNCTIONS_DIR });

    configPath = writeFirebaseConfig(ports, tag, hostingDir ? { publicDir: hostingDir } : undefined);
    const only = hostingDir ? 'auth,functions,hosting' : 'auth,functions';
    const emulators = startChild(
      'emulators',
      FIREBASE_BIN,
      ['emulators:start', '--only', only, '--project', PROJECT_ID, '--config', configPath],
      { cwd: REPO_ROOT, env, echo: options.echo },
    );
    const functionsUrl = `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/europe-west3/workshops`;
    await waitFor(
      'Auth- und Functions-Emulator',
      async () => {
        await httpAnswers(`http://127.0.0.1:${ports.auth}/`);
        const res = await fetch(functionsUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: { type: 'workshops/list', payload: {} } }),
          signal: AbortSignal.timeout(5000),
        });
        return res.status === 200;
      },
      // Generous: tools/test.sh starts two stacks at once beside the static checks, and loading
      // firebase-tools alone takes a minute of CPU on a busy 2-core machine. An emulator that exits is
      // still reported at once (failEarly).
      { timeoutMs: 300_000, failEarly: childFailed(emulators) },
    );

    Object.assign(process.env, env);
    const logins = options.seed === false ? [] : await seedDemo();

    let webUrl = '';
    if (options.web) {
      await webBuild;
      webUrl = `http://127.0.0.1:${ports.web}/`;
      if (options.web === 'hosting') {
        // Same process as Auth and Functions; it serves the build only now that the build is there.
        const served = async () => {
          const res = await fetch(webUrl, { signal: AbortSignal.timeout(2000) });
          await res.arrayBuffer();
          return res.status === 200;
        };
        await waitFor('Hosting-Emulator', served, { timeoutMs: 60_000, failEarly: childFailed(emulators) });
      } else {
        const web = startChild('web', VITE_BIN, options.web === 'preview' ? ['preview'] : [], {
          cwd: WEB_DIR,
          env: webEnv,
          echo: options.echo,
        });
        await waitFor('Web-App', () => httpAnswers(webUrl), {
          timeoutMs: 60_000,
          failEarly: childFailed(web),
        });
      }
    }

    return { ports, webUrl, logins, env, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
