/**
 * `pnpm deploy:check`: a complete setup passes; each missing piece fails with its own German message.
 * The checks run over an in-memory repository (files by path), so nothing on disk is needed; one test
 * runs the CLI itself against this repository.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatReport, preflight, type PreflightInput } from '../../src/deploy/preflight';
import { REPO_ROOT } from '../../src/paths';

const PROJECT = 'speiseplaner-prod';
/** The repository's own firebase.json: a complete setup must pass with it. */
const FIREBASE_JSON = readFileSync(resolve(REPO_ROOT, 'firebase.json'), 'utf8');

/** Real-looking operator details for the legal pages (docs/operations.md, "Operator details"). */
const OPERATOR_LINES = [
  'OPERATOR_NAME="Bio-Kantine Musterort gGmbH"',
  'OPERATOR_ADDRESS="Hauptstraße 5, 80331 München"',
  'OPERATOR_EMAIL=info@bio-kantine.de',
  'OPERATOR_PHONE="+49 89 987654"',
  'OPERATOR_REGISTER="Handelsregister Amtsgericht München, HRB 123456"',
  'OPERATOR_VAT_ID=DE123456789',
  'OPERATOR_RESPONSIBLE="Anna Schmidt, Hauptstraße 5, 80331 München"',
  'OPERATOR_PRIVACY_CONTACT=datenschutz@bio-kantine.de',
  'OPERATOR_LEGAL_FORM="gemeinnützige GmbH (gGmbH)"',
  'OPERATOR_REPRESENTATIVE="Geschäftsführerin Anna Schmidt"',
  'OPERATOR_MAIL_PROVIDER="Mailversand Nord GmbH"',
  'OPERATOR_MAIL_PROVIDER_SEAT="Hafenstraße 1, 20457 Hamburg"',
  'OPERATOR_MAIL_SERVER_LOCATION=Deutschland',
  'OPERATOR_KIND=privat',
];

/** The functions folder's manifest as packages/functions/stage.mjs writes it. */
const DEPLOY_MANIFEST = {
  name: 'speiseplaner-functions',
  main: 'lib/index.js',
  engines: { node: '22' },
  dependencies: { 'firebase-admin': '13.10.0', 'firebase-functions': '7.4.0' },
};

/** A repository with everything a deploy of PROJECT needs. */
function completeFiles(): Record<string, string> {
  return {
    '.firebaserc': JSON.stringify({ projects: { default: 'demo-speiseplaner', prod: PROJECT } }),
    'firebase.json': FIREBASE_JSON,
    'packages/functions/deploy/package.json': JSON.stringify(DEPLOY_MANIFEST),
    'packages/functions/deploy/package-lock.json': JSON.stringify({
      packages: { '': { dependencies: DEPLOY_MANIFEST.dependencies } },
    }),
    'packages/functions/deploy/lib/index.js': 'exports.controller = {};',
    'packages/functions/src/lib/options.ts': "export const callableOptions = { region: 'europe-west3' };",
    [`packages/functions/.env.${PROJECT}`]: 'APP_URL=https://speiseplaner.example\n',
    [`packages/web/.env.${PROJECT}`]: [
      'VITE_FIREBASE_API_KEY=AIzaTest',
      'VITE_FIREBASE_AUTH_DOMAIN=speiseplaner.example',
      `VITE_FIREBASE_PROJECT_ID=${PROJECT}`,
      'VITE_FIREBASE_APP_ID=1:123:web:abc',
      'VITE_APPCHECK_SITE_KEY=6LcTest',
      'VITE_SITE_ORIGIN=https://speiseplaner.example',
      ...OPERATOR_LINES,
    ].join('\n'),
    'packages/web/src/platform/firebase/appCheck.ts':
      "import { initializeAppCheck } from 'firebase/app-check';",
    'packages/web/src/app/appCheck.test.ts': '',
  };
}

function input(files: Record<string, string>, overrides: Partial<PreflightInput> = {}): PreflightInput {
  return {
    project: PROJECT,
    env: {},
    read: (path) => files[path],
    list: (dir) => Object.keys(files).filter((f) => f.startsWith(`${dir}/`)),
    today: '2026-11-24',
    ...overrides,
  };
}

function errorsOf(files: Record<string, string>, overrides: Partial<PreflightInput> = {}): string[] {
  return preflight(input(files, overrides))
    .results.filter((r) => r.state === 'error')
    .map((r) => r.message);
}

/** The repository's firebase.json after `edit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function firebaseJson(edit: (config: any) => void): string {
  const config = JSON.parse(FIREBASE_JSON);
  edit(config);
  return JSON.stringify(config);
}

function without(path: string, files = completeFiles()): Record<string, string> {
  const copy = { ...files };
  delete copy[path];
  return copy;
}

function withWebEnv(edit: (lines: string[]) => string[]): Record<string, string> {
  const files = completeFiles();
  const key = `packages/web/.env.${PROJECT}`;
  files[key] = edit(files[key]!.split('\n')).join('\n');
  return files;
}

describe('deploy:check', () => {
  it('passes a complete setup', () => {
    const report = preflight(input(completeFiles()));
    expect(report.errors).toBe(0);
    expect(report.warnings).toBe(0);
    expect(report.projectId).toBe(PROJECT);
    expect(formatReport(report)).toContain('Alles bereit');
  });

  describe('project', () => {
    it('fails without --project when .firebaserc names only the demo project', () => {
      const errors = errorsOf(completeFiles(), { project: undefined });
      expect(errors).toEqual(
        expect.arrayContaining([expect.stringContaining('Demo-Projekt der Emulatoren')]),
      );
    });

    it('fails without --project and without .firebaserc', () => {
      const errors = errorsOf(without('.firebaserc'), { project: undefined });
      expect(errors[0]).toContain('Kein Projekt angegeben');
    });

    it('takes an alias of .firebaserc', () => {
      const report = preflight(input(completeFiles(), { project: 'prod' }));
      expect(report.projectId).toBe(PROJECT);
      expect(report.errors).toBe(0);
    });

    it('refuses an id that is not a project id', () => {
      expect(errorsOf(completeFiles(), { project: 'Mein Projekt' })[0]).toContain('keine gültige Projekt-ID');
    });
  });

  describe('functions', () => {
    it('fails without APP_URL', () => {
      const errors = errorsOf(without(`packages/functions/.env.${PROJECT}`));
      expect(errors).toEqual([
        expect.stringMatching(/^APP_URL fehlt: .*packages\/functions\/\.env\.speiseplaner-prod/),
      ]);
    });

    it('takes APP_URL from the shared packages/functions/.env', () => {
      const files = without(`packages/functions/.env.${PROJECT}`);
      files['packages/functions/.env'] = 'APP_URL=https://speiseplaner.example';
      expect(errorsOf(files)).toEqual([]);
    });

    it.each(['http://speiseplaner.example', 'https://speiseplaner.example/', 'https://127.0.0.1:5173'])(
      'refuses APP_URL %s',
      (url) => {
        const files = { ...completeFiles(), [`packages/functions/.env.${PROJECT}`]: `APP_URL=${url}` };
        expect(errorsOf(files)).toEqual([expect.stringContaining(`APP_URL „${url}“`)]);
      },
    );

    it('refuses a key Firebase reserves', () => {
      const files = completeFiles();
      files[`packages/functions/.env.${PROJECT}`] += 'GCLOUD_PROJECT=other\n';
      expect(errorsOf(files)).toEqual([
        expect.stringContaining('GCLOUD_PROJECT ist für Firebase reserviert'),
      ]);
    });

    it('refuses env files for both the id and the alias', () => {
      const files = {
        ...completeFiles(),
        'packages/functions/.env.prod': 'APP_URL=https://speiseplaner.example',
      };
      expect(errorsOf(files, { project: 'prod' })).toEqual([expect.stringContaining('gibt es beide')]);
    });

    it('fails when the functions leave europe-west3', () => {
      const files = {
        ...completeFiles(),
        'packages/functions/src/lib/options.ts': "export const o = { region: 'us-central1' };",
      };
      expect(errorsOf(files)).toEqual([
        expect.stringContaining('in us-central1, sollen aber in europe-west3'),
      ]);
    });

    it('fails when the options name no region', () => {
      const files = { ...completeFiles(), 'packages/functions/src/lib/options.ts': 'export const o = {};' };
      expect(errorsOf(files)).toEqual([expect.stringContaining('steht keine Region')]);
    });
  });

  describe('runtime', () => {
    it('fails on a decommissioned runtime', () => {
      const files = {
        ...completeFiles(),
        'firebase.json': firebaseJson((c) => (c.functions[0].runtime = 'nodejs20')),
      };
      expect(errorsOf(files)).toEqual([expect.stringContaining('nodejs20 ist seit 2026-10-30 abgeschaltet')]);
    });

    it('fails on a runtime missing from the table', () => {
      const files = {
        ...completeFiles(),
        'firebase.json': firebaseJson((c) => (c.functions[0].runtime = 'nodejs99')),
      };
      expect(errorsOf(files)).toEqual([
        expect.stringContaining('„nodejs99“ steht nicht in der Laufzeit-Tabelle'),
      ]);
    });

    it('warns on a deprecated runtime', () => {
      const report = preflight(input(completeFiles(), { today: '2027-05-02' }));
      expect(report.errors).toBe(0);
      expect(report.results.find((r) => r.state === 'warning')?.message).toContain('keine Updates mehr');
    });
  });

  describe('web app', () => {
    it.each(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID'])(
      'fails without %s',
      (key) => {
        const errors = errorsOf(withWebEnv((lines) => lines.filter((l) => !l.startsWith(`${key}=`))));
        expect(errors).toEqual([
          `${key} fehlt in packages/web/.env.${PROJECT} (Firebase-Konsole: Projekteinstellungen → Allgemein → Meine Apps → Web-App).`,
        ]);
      },
    );

    it('fails without VITE_FIREBASE_PROJECT_ID', () => {
      const errors = errorsOf(
        withWebEnv((lines) => lines.filter((l) => !l.startsWith('VITE_FIREBASE_PROJECT_ID='))),
      );
      expect(errors).toEqual([expect.stringMatching(/^VITE_FIREBASE_PROJECT_ID fehlt/)]);
    });

    it('fails when the web app names another project', () => {
      const errors = errorsOf(
        withWebEnv((lines) =>
          lines.map((l) =>
            l.startsWith('VITE_FIREBASE_PROJECT_ID=') ? 'VITE_FIREBASE_PROJECT_ID=other-project' : l,
          ),
        ),
      );
      expect(errors).toEqual([expect.stringContaining('„other-project“')]);
    });

    it('counts an empty value as missing', () => {
      const errors = errorsOf(withWebEnv((lines) => [...lines, 'VITE_FIREBASE_API_KEY=']));
      expect(errors).toEqual([expect.stringMatching(/^VITE_FIREBASE_API_KEY fehlt/)]);
    });

    it('takes VITE_ variables from the shell, as Vite does', () => {
      const files = withWebEnv((lines) => lines.filter((l) => !l.startsWith('VITE_FIREBASE_API_KEY=')));
      expect(errorsOf(files, { env: { VITE_FIREBASE_API_KEY: 'AIzaShell' } })).toEqual([]);
    });

    it('fails when the build would talk to the emulators', () => {
      const errors = errorsOf(withWebEnv((lines) => [...lines, 'VITE_USE_EMULATORS=true']));
      expect(errors).toEqual([expect.stringContaining('VITE_USE_EMULATORS=true')]);
    });
  });

  describe('operator details', () => {
    it('fails on a missing detail, naming the field and the file in German', () => {
      const errors = errorsOf(withWebEnv((lines) => lines.filter((l) => !l.startsWith('OPERATOR_PHONE='))));
      expect(errors).toEqual([
        `Betreiberangabe „Telefonnummer“ (OPERATOR_PHONE) fehlt: die echte Angabe in packages/web/.env.${PROJECT} eintragen (docs/operations.md, „Operator details“).`,
      ]);
    });

    it('fails on placeholders and example values', () => {
      const errors = errorsOf(
        withWebEnv((lines) => [
          ...lines,
          'OPERATOR_NAME="[Name des Betreibers eintragen]"',
          'OPERATOR_EMAIL=kontakt@example.org',
        ]),
      );
      expect(errors).toEqual([
        expect.stringContaining('„Name des Betreibers“ (OPERATOR_NAME) ist ein Platzhalter'),
        expect.stringContaining('„E-Mail-Adresse“ (OPERATOR_EMAIL) ist ein Beispielwert'),
      ]);
    });

    it('fails without legal form, representative, mail processor or a known kind of operator', () => {
      const dropped = ['OPERATOR_LEGAL_FORM=', 'OPERATOR_REPRESENTATIVE=', 'OPERATOR_MAIL_PROVIDER_SEAT='];
      const errors = errorsOf(
        withWebEnv((lines) => [
          ...lines.filter((l) => !dropped.some((entry) => l.startsWith(entry))),
          'OPERATOR_MAIL_PROVIDER="[Dienstleister eintragen]"',
          'OPERATOR_KIND=verein',
        ]),
      );
      expect(errors).toEqual([
        expect.stringContaining('„Rechtsform“ (OPERATOR_LEGAL_FORM) fehlt'),
        expect.stringContaining('„Vertretungsberechtigte Person“ (OPERATOR_REPRESENTATIVE) fehlt'),
        expect.stringContaining('(OPERATOR_MAIL_PROVIDER) ist ein Platzhalter'),
        expect.stringContaining('(OPERATOR_MAIL_PROVIDER_SEAT) fehlt'),
        expect.stringContaining(
          '(OPERATOR_KIND) ist „verein“, erlaubt sind nur „privat“, „bund“ oder „land“',
        ),
      ]);
    });

    it('takes OPERATOR_ variables from the shell, as the web build does', () => {
      const files = withWebEnv((lines) => lines.filter((l) => !l.startsWith('OPERATOR_NAME=')));
      expect(errorsOf(files, { env: { OPERATOR_NAME: 'Bio-Kantine Musterort gGmbH' } })).toEqual([]);
    });
  });

  describe('site origin', () => {
    it('fails without VITE_SITE_ORIGIN, which the web build needs for the prerendered pages', () => {
      const errors = errorsOf(withWebEnv((lines) => lines.filter((l) => !l.startsWith('VITE_SITE_ORIGIN='))));
      expect(errors).toEqual([
        expect.stringMatching(/^VITE_SITE_ORIGIN fehlt: .*bricht der Build der Web-App ab\.$/),
      ]);
    });

    it('fails with an address that has a path or a trailing slash', () => {
      const errors = errorsOf(
        withWebEnv((lines) => [
          ...lines.filter((l) => !l.startsWith('VITE_SITE_ORIGIN=')),
          'VITE_SITE_ORIGIN=https://speiseplaner.example/',
        ]),
      );
      expect(errors).toEqual([expect.stringContaining('muss eine https-Adresse ohne Pfad')]);
    });
  });

  describe('App Check', () => {
    it('fails without the site key', () => {
      const errors = errorsOf(
        withWebEnv((lines) => lines.filter((l) => !l.startsWith('VITE_APPCHECK_SITE_KEY='))),
      );
      expect(errors).toEqual([
        expect.stringMatching(/^VITE_APPCHECK_SITE_KEY fehlt: .*lehnen die Functions jeden Aufruf ab/),
      ]);
    });

    it('fails without the site key even while enforcement is switched off, as the web build does', () => {
      const files = withWebEnv((lines) => lines.filter((l) => !l.startsWith('VITE_APPCHECK_SITE_KEY=')));
      files[`packages/functions/.env.${PROJECT}`] += 'ENFORCE_APP_CHECK=false\n';
      expect(errorsOf(files)).toEqual([
        expect.stringMatching(/^VITE_APPCHECK_SITE_KEY fehlt: .*der Build der Web-App bricht ab\.$/),
      ]);
    });

    it('fails when a debug token would be built into the deployed app', () => {
      const fromFile = errorsOf(withWebEnv((lines) => [...lines, 'VITE_APPCHECK_DEBUG_TOKEN=true']));
      const fromShell = errorsOf(completeFiles(), { env: { VITE_APPCHECK_DEBUG_TOKEN: 'a1b2c3' } });
      expect(fromFile).toEqual([
        expect.stringMatching(/^VITE_APPCHECK_DEBUG_TOKEN ist gesetzt \(packages\/web\//),
      ]);
      expect(fromShell).toEqual([
        expect.stringContaining('VITE_APPCHECK_DEBUG_TOKEN ist gesetzt (Umgebungsvariable)'),
      ]);
    });

    it('fails when the web app never initialises App Check', () => {
      const errors = errorsOf(without('packages/web/src/platform/firebase/appCheck.ts'));
      expect(errors).toEqual([expect.stringContaining('initialisiert App Check nicht')]);
    });

    it('only warns about both while enforcement is switched off', () => {
      const files = without('packages/web/src/platform/firebase/appCheck.ts');
      files[`packages/functions/.env.${PROJECT}`] += 'ENFORCE_APP_CHECK=false\n';
      const report = preflight(input(files));
      expect(report.errors).toBe(0);
      expect(report.warnings).toBe(2);
    });
  });

  describe('Hosting', () => {
    it('fails without a hosting section', () => {
      const files = { ...completeFiles(), 'firebase.json': firebaseJson((c) => delete c.hosting) };
      expect(errorsOf(files)).toEqual(['firebase.json enthält keinen Abschnitt „hosting“ für die Web-App.']);
    });

    it('fails when /api/controller does not reach the function in europe-west3', () => {
      const files = {
        ...completeFiles(),
        'firebase.json': firebaseJson((c) => (c.hosting.rewrites[0].function.region = 'us-central1')),
      };
      expect(errorsOf(files)).toEqual([
        'firebase.json: /api/controller führt nicht zur Function controller in europe-west3.',
      ]);
    });

    it('fails when /fotos/** comes after the app fallback and never reaches the photos function', () => {
      const files = {
        ...completeFiles(),
        'firebase.json': firebaseJson((c) => {
          const rewrites = c.hosting.rewrites;
          const photos = rewrites.findIndex((r: { source?: string }) => r.source === '/fotos/**');
          rewrites.push(...rewrites.splice(photos, 1));
        }),
      };
      expect(errorsOf(files)).toEqual([
        'firebase.json: /fotos/** steht hinter der Umleitung auf die Web-App und erreicht photos nie.',
      ]);
    });

    it('fails when the CSP loses frame-ancestors', () => {
      const files = {
        ...completeFiles(),
        'firebase.json': firebaseJson((c) => {
          const csp = c.hosting.headers[0].headers[0];
          csp.value = csp.value.replace("; frame-ancestors 'none'", '');
        }),
      };
      expect(errorsOf(files)).toEqual(["firebase.json: die CSP setzt nicht frame-ancestors 'none'."]);
    });

    it('fails when sign-in pages would come from a domain the CSP does not frame', () => {
      const files = withWebEnv((lines) =>
        lines.map((l) =>
          l.startsWith('VITE_FIREBASE_AUTH_DOMAIN=')
            ? `VITE_FIREBASE_AUTH_DOMAIN=${PROJECT}.firebaseapp.com`
            : l,
        ),
      );
      expect(errorsOf(files)).toEqual([
        expect.stringMatching(/^VITE_FIREBASE_AUTH_DOMAIN „speiseplaner-prod\.firebaseapp\.com“ .*frame-src/),
      ]);
    });

    it('fails while the web app calls the functions on cloudfunctions.net', () => {
      const files = {
        ...completeFiles(),
        'packages/web/src/platform/firebase/firebaseEnv.ts':
          'const url = `https://${REGION}-${projectId}.cloudfunctions.net`;',
      };
      expect(errorsOf(files)).toEqual([
        expect.stringContaining('/api/controller und /api/workshops aufrufen'),
      ]);
    });
  });

  it('lists every missing piece at once', () => {
    const report = preflight(input({}, { project: undefined }));
    expect(report.errors).toBeGreaterThanOrEqual(8);
    expect(formatReport(report)).toMatch(/Fehler, .*: so nicht deployen\.$/);
  });
});

describe('pnpm deploy:check (CLI)', () => {
  const tsx = resolve(__dirname, '../../node_modules/.bin/tsx');
  const cli = resolve(__dirname, '../../src/deploy/check.cli.ts');
  const run = (args: string[]) =>
    spawnSync(tsx, [cli, ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });

  it('fails with German messages for a project nothing is configured for', () => {
    // --no-install: the install from the registry is functionsPackage.test's, not this one's.
    const result = run(['--project', 'speiseplaner-nirgends', '--no-install']);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Deploy-Prüfung für speiseplaner-nirgends:');
    expect(result.stdout).toContain('APP_URL fehlt');
    expect(result.stdout).toContain('VITE_FIREBASE_API_KEY fehlt in packages/web/.env.speiseplaner-nirgends');
    expect(result.stdout).toContain('Betreiberangabe „Name des Betreibers“ (OPERATOR_NAME) fehlt');
    expect(result.stdout).toContain('so nicht deployen');
  });

  it('answers a wrong call with the usage', () => {
    const result = run(['--projekt', 'x']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unbekanntes Argument „--projekt“');
    expect(result.stderr).toContain('Aufruf: pnpm deploy:check');
  });
});
