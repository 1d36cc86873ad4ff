/**
 * `pnpm admin …`: the operator's small tool for user flags (docs/data-model.md, "Admins and feature flags").
 * Once there is an admin, admins set flags and the role in the app (admin/setAccess, same user-document
 * fields, with an audit log entry); this tool stays for the first admin and for repairs.
 *
 *   pnpm admin list
 *   pnpm admin feature set <uid|e-mail> <flag>      flags: masterplan plan recipes shopping ingredients usage videos
 *   pnpm admin feature clear <uid|e-mail> <flag>
 *   pnpm admin make-admin <uid|e-mail>
 *   pnpm admin unmake-admin <uid|e-mail>
 *   pnpm admin migrate-masterplan-average          masterplan weeks: averageCosts → average (migrations/)
 *   pnpm admin seed-reference [--project <id>] [--dry-run]
 *
 * Against the emulators by default (FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST, defaults
 * 127.0.0.1:8080 / 127.0.0.1:9099, project demo-speiseplaner). Against a real project with
 * `--project <id>` and GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key of that project.
 * seed-reference writes the reference data of packages/content (src/seed/referenceWrites.ts): into the
 * emulator when FIRESTORE_EMULATOR_HOST is set, else into the project of --project.
 */
import { existsSync, readFileSync } from 'node:fs';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FEATURE_FLAG_IDS, type FeatureFlag } from '@speiseplaner/shared';
import { checkCredentials, describeTarget, resolveTarget, TargetError } from './deploy/target';
import { migrateMasterplanAverage, migrationReport } from './migrations/masterplanAverage';
import { PROJECT_ID } from './paths';
import { seedReference } from './seed/seedReferenceData';

const USAGE = `Aufruf:
  pnpm admin list
  pnpm admin feature set|clear <uid|E-Mail> <${FEATURE_FLAG_IDS.join('|')}>
  pnpm admin make-admin|unmake-admin <uid|E-Mail>
  pnpm admin migrate-masterplan-average    Masterplan-Wochen: averageCosts wird average
  pnpm admin seed-reference [--dry-run]    Referenzdaten aus packages/content schreiben
Optionen: --project <id> (echtes Projekt, braucht GOOGLE_APPLICATION_CREDENTIALS)`;

class UsageError extends Error {}

const readKeyFile = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

function connect(args: string[]): { db: Firestore; target: string } {
  const at = args.indexOf('--project');
  const project = at >= 0 ? args.splice(at, 2)[1] : undefined;
  if (at >= 0 && !project) throw new UsageError('--project braucht eine Projekt-ID.');
  if (project) {
    checkCredentials(project, process.env, readKeyFile);
    delete process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    initializeApp({ credential: applicationDefault(), projectId: project });
    return { db: getFirestore(), target: `Projekt ${project}` };
  }
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
  return { db: getFirestore(), target: `Emulatoren (Firestore ${process.env.FIRESTORE_EMULATOR_HOST})` };
}

interface FoundUser {
  uid: string;
  /** The sign-in account; missing for a user document without one (e.g. written by hand). */
  account?: UserRecord;
}

/**
 * A uid, or an e-mail address looked up in Firebase Auth (never in the stored profiles: their e-mail is
 * whatever the account said when it signed in, and anybody can register someone else's address). The user
 * document must exist either way.
 */
async function resolveUser(db: Firestore, who: string | undefined): Promise<FoundUser> {
  if (!who) throw new UsageError('Welcher Benutzer? uid oder E-Mail-Adresse angeben.');
  if (!who.includes('@')) {
    if (!(await db.doc(`users/${who}`).get()).exists) throw new Error(`Kein Benutzer mit der uid ${who}.`);
    try {
      return { uid: who, account: await getAuth().getUser(who) };
    } catch (err) {
      if ((err as { code?: string }).code === 'auth/user-not-found') return { uid: who };
      throw err;
    }
  }
  let account: UserRecord;
  try {
    account = await getAuth().getUserByEmail(who);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found')
      throw new Error(`Kein Benutzer mit ${who}.`);
    throw err;
  }
  if (!(await db.doc(`users/${account.uid}`).get()).exists)
    throw new Error(`${who} hat sich noch nie angemeldet (kein Benutzerdokument).`);
  return { uid: account.uid, account };
}

/** One line about the user a command is about to change: uid, e-mail and how the account signs in. */
function describeUser({ uid, account }: FoundUser): string {
  if (!account) return `Benutzer ${uid}: kein Anmeldekonto`;
  const email = account.email
    ? `${account.email} (${account.emailVerified ? 'bestätigt' : 'nicht bestätigt'})`
    : 'keine E-Mail-Adresse';
  const providers = account.providerData.map((p) => p.providerId);
  return `Benutzer ${uid}: ${email}, Anmeldung über ${providers.length ? providers.join(', ') : 'keinen Anbieter (anonym)'}`;
}

/**
 * An administrator's e-mail address must be confirmed: anybody can sign up with someone else's address,
 * and only the confirmation shows that the account belongs to its owner. Accounts without an address
 * (phone) and user documents without an account are let through with a note.
 */
function assertVerifiedEmail({ uid, account }: FoundUser): void {
  if (!account) {
    console.error(
      `Hinweis: zu ${uid} gibt es kein Anmeldekonto; die E-Mail-Bestätigung lässt sich nicht prüfen.`,
    );
    return;
  }
  if (!account.email) {
    console.error(`Hinweis: ${uid} meldet sich ohne E-Mail-Adresse an (z. B. per Telefon).`);
    return;
  }
  if (!account.emailVerified) {
    throw new Error(
      `${account.email} ist noch nicht bestätigt. Erst wenn die Person den Link aus der Bestätigungs-E-Mail geöffnet hat, make-admin erneut aufrufen.`,
    );
  }
}

function flagOf(value: string | undefined): FeatureFlag {
  if (!value || !(FEATURE_FLAG_IDS as readonly string[]).includes(value)) {
    throw new UsageError(`Unbekanntes Merkmal „${value ?? ''}“. Erlaubt: ${FEATURE_FLAG_IDS.join(', ')}.`);
  }
  return value as FeatureFlag;
}

async function listUsers(db: Firestore): Promise<void> {
  const snap = await db.collection('users').get();
  const rows = snap.docs.map((d) => {
    const u = d.data();
    const flags = FEATURE_FLAG_IDS.filter((f) => u.features?.[f] === true).join(',');
    return `${d.id}\t${u.email || '-'}\t${u.name || '-'}\t${u.admin === true ? 'admin' : '-'}\t${flags || '-'}`;
  });
  console.log(['uid\tE-Mail\tName\tAdmin\tMerkmale', ...rows.sort()].join('\n'));
  console.log(`${rows.length} Benutzer`);
}

/** Removes `flag` (and its value, when `withValue`) from args; returns the value, or true when present. */
function takeFlag(args: string[], flag: string, withValue: true): string | undefined;
function takeFlag(args: string[], flag: string, withValue: false): boolean;
function takeFlag(args: string[], flag: string, withValue: boolean): string | boolean | undefined {
  const at = args.indexOf(flag);
  if (at < 0) return withValue ? undefined : false;
  const [, value] = args.splice(at, withValue ? 2 : 1);
  if (withValue && (!value || value.startsWith('--'))) throw new UsageError(`${flag} braucht einen Wert.`);
  return withValue ? value : true;
}

const MAX_CHANGES_SHOWN = 5;

/** `seed-reference [--project <id>] [--dry-run]`: the content's reference data into one Firestore. */
async function seedReferenceCommand(argv: string[]): Promise<void> {
  const args = argv.filter((a) => a !== 'seed-reference');
  const project = takeFlag(args, '--project', true);
  const dryRun = takeFlag(args, '--dry-run', false);
  if (args.length > 0) throw new UsageError(`Unbekanntes Argument „${args[0]}“ für seed-reference.`);
  const target = resolveTarget({
    ...(project ? { project } : {}),
    env: process.env,
    readFile: readKeyFile,
    emulatorProject: PROJECT_ID,
  });
  console.error(`Ziel: ${describeTarget(target)}${dryRun ? ' – Probelauf, nichts wird geschrieben' : ''}`);
  if (target.kind === 'project') {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    initializeApp({ credential: applicationDefault(), projectId: target.projectId });
  } else {
    initializeApp({ projectId: target.projectId });
  }
  const db = getFirestore();
  const { content, writes } = await seedReference(db, { dryRun });
  console.log(
    `Referenzdaten aus packages/content: ${content.ingredients.length} Zutaten, ${content.recipes.length} Rezepte, ` +
      `${content.templates.length} Vorlagen, ${content.workshops.length} Workshops (die Videos bringt die Web-App mit).`,
  );
  for (const write of writes) {
    const shown = write.changes.slice(0, MAX_CHANGES_SHOWN);
    const more = write.changes.length - shown.length;
    console.log(`${write.path}: ${shown.join('; ')}${more > 0 ? ` … und ${more} weitere` : ''}`);
  }
  const n = writes.length;
  const docs = `${n} ${n === 1 ? 'Dokument' : 'Dokumente'}`;
  console.log(
    n === 0
      ? 'Alles aktuell: nichts zu schreiben.'
      : dryRun
        ? `Probelauf: ${docs} ${n === 1 ? 'würde' : 'würden'} geschrieben; nichts geschrieben.`
        : `${docs} geschrieben.`,
  );
}

async function main(argv: string[]): Promise<void> {
  const args = [...argv];
  if (args.includes('seed-reference')) return seedReferenceCommand(args);
  const { db, target } = connect(args);
  const [command, ...rest] = args;
  console.error(`Ziel: ${target}`);
  switch (command) {
    case 'list':
      return listUsers(db);
    case 'feature': {
      const [mode, who, flagName] = rest;
      if (mode !== 'set' && mode !== 'clear') throw new UsageError('feature braucht set oder clear.');
      const flag = flagOf(flagName);
      const user = await resolveUser(db, who);
      const { uid } = user;
      console.log(describeUser(user));
      // accessVersion + 1, as admin/setAccess writes: an admin's form based on the old access is then refused.
      await db
        .doc(`users/${uid}`)
        .update({ [`features.${flag}`]: mode === 'set', accessVersion: FieldValue.increment(1) });
      console.log(`${uid}: Merkmal ${flag} ${mode === 'set' ? 'eingeschaltet' : 'ausgeschaltet'}.`);
      return;
    }
    case 'make-admin':
    case 'unmake-admin': {
      const user = await resolveUser(db, rest[0]);
      const { uid } = user;
      console.log(describeUser(user));
      if (command === 'make-admin') assertVerifiedEmail(user);
      await db
        .doc(`users/${uid}`)
        .update({ admin: command === 'make-admin', accessVersion: FieldValue.increment(1) });
      console.log(
        `${uid}: ${command === 'make-admin' ? 'ist jetzt Administrator' : 'ist kein Administrator mehr'}.`,
      );
      return;
    }
    case 'migrate-masterplan-average': {
      const result = await migrateMasterplanAverage(db);
      console.log(migrationReport(result));
      if (result.failed.length) throw new Error('Nicht alle Masterplan-Wochen ließen sich umschreiben.');
      return;
    }
    default:
      throw new UsageError(command ? `Unbekannter Befehl „${command}“.` : 'Kein Befehl angegeben.');
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: Error) => {
    if (err instanceof TargetError) console.error(err.message);
    else console.error(err instanceof UsageError ? `${err.message}\n\n${USAGE}` : `Fehler: ${err.message}`);
    process.exit(err instanceof UsageError || err instanceof TargetError ? 2 : 1);
  },
);
