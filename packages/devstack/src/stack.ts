/**
 * The whole local stack in one call: the local Firestore (patched stand-in, in this process), the Auth and
 * Functions emulators (firebase-tools, offline, demo project), the functions build, the seed, and the web
 * app (Vite dev server or a production build served by `vite preview`). Used by `pnpm dev` and by the
 * browser tests; `stop()` ends every child process.
 */
import { rmSync } from 'node:fs';
import { FIREBASE_BIN, FUNCTIONS_DIR, PROJECT_ID, REPO_ROOT, VITE_BIN, WEB_DIR } from './paths';
import { assertPortsFree } from './ports';
import { startChild, stopAllChildren, stopChild, type Child } from './processes';
import { startFirestore, type RunningFirestore } from './firestore/startFirestore';
import { writeFirebaseConfig, type StackPorts } from './stackConfig';
import { httpAnswers, waitFor } from './waitFor';
import { seedDemo } from './seed/seedDemo';
import type { DemoLogin } from './seed/demoUsers';

export interface StackOptions {
  ports: StackPorts;
  /** 'dev': Vite dev server with HMR; 'preview': production build; false: no web app. */
  web: 'dev' | 'preview' | false;
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
    Auth: ports.auth,
    Functions: ports.functions,
    'Emulator-Hub': ports.hub,
    Logging: ports.logging,
    ...(options.web ? { Web: ports.web } : {}),
  });

  let firestore: RunningFirestore | null = null;
  const tag = String(ports.functions);
  let configPath = '';
  const stop = async () => {
    await stopAllChildren();
    if (firestore) await firestore.stop();
    if (configPath) rmSync(configPath, { force: true });
  };

  try {
    firestore = externalFirestore ? null : await startFirestore(ports.firestore);
    const firestoreHost = externalFirestore ?? firestore!.address;
    const env: Record<string, string> = {
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      GCLOUD_PROJECT: PROJECT_ID,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      // Where the links in mails (newsletter confirmation) point: this stack's web app.
      APP_URL: `http://127.0.0.1:${ports.web}`,
    };

    await run('functions-build', process.execPath, ['build.mjs'], FUNCTIONS_DIR);
    if (options.watchFunctions)
      startChild('functions-watch', process.execPath, ['build.mjs', '--watch'], { cwd: FUNCTIONS_DIR });

    configPath = writeFirebaseConfig(ports, tag);
    const emulators = startChild(
      'emulators',
      FIREBASE_BIN,
      ['emulators:start', '--only', 'auth,functions', '--project', PROJECT_ID, '--config', configPath],
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
      { timeoutMs: 90_000, failEarly: childFailed(emulators) },
    );

    Object.assign(process.env, env);
    const logins = options.seed === false ? [] : await seedDemo();

    let webUrl = '';
    if (options.web) {
      const webEnv = {
        VITE_USE_EMULATORS: 'true',
        VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
        VITE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
        VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
        WEB_PORT: String(ports.web),
      };
      if (options.web === 'preview') await run('web-build', VITE_BIN, ['build'], WEB_DIR, webEnv);
      const web = startChild('web', VITE_BIN, options.web === 'preview' ? ['preview'] : [], {
        cwd: WEB_DIR,
        env: webEnv,
        echo: options.echo,
      });
      webUrl = `http://127.0.0.1:${ports.web}/`;
      await waitFor('Web-App', () => httpAnswers(webUrl), { timeoutMs: 60_000, failEarly: childFailed(web) });
    }

    return { ports, webUrl, logins, env, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export { stopChild };
