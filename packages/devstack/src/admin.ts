/**
 * `pnpm admin …`: the operator's small tool for feature flags and admins (docs/data-model.md, "Admins and
 * feature flags"). Flags belong to a kitchen (`kitchens/{id}.features`), the admin role to a person
 * (`users/{uid}.admin`); each change raises that document's `accessVersion`, as admin/setAccess does. Once
 * there is an admin, admins set both in the app (with an audit log entry); this tool stays for the first
 * admin, for repairs and for the data migrations.
 *
 *   pnpm admin list                                   kitchens with members and flags, then the people
 *   pnpm admin feature set <kitchen> <flag>           kitchen: its id, or the uid/e-mail of its Küchenleitung
 *   pnpm admin feature clear <kitchen> <flag>         flags: masterplan plan recipes shopping ingredients usage videos
 *   pnpm admin make-admin <uid|e-mail>
 *   pnpm admin unmake-admin <uid|e-mail>
 *   pnpm admin migrate-kitchens [--apply] [--batch-size <n>]   users/{uid} → kitchens/{uid} (migrations/)
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
import { FEATURE_FLAG_IDS, ROLE_LABELS, type FeatureFlag, type KitchenRole } from '@speiseplaner/shared';
import { checkCredentials, describeTarget, resolveTarget, TargetError } from './deploy/target';
import { kitchenPath, personPath } from './kitchens';
import { isOldShape, kitchenMigrationReport, migrateKitchens } from './migrations/kitchens';
import { migrateMasterplanAverage, migrationReport } from './migrations/masterplanAverage';
import { PROJECT_ID } from './paths';
import { seedReference } from './seed/seedReferenceData';

const USAGE = `Aufruf:
  pnpm admin list                          Küchen mit Mitgliedern und Merkmalen, dann die Personen
  pnpm admin feature set|clear <Küche> <${FEATURE_FLAG_IDS.join('|')}>
                                           Küche: ihre ID oder uid/E-Mail ihrer Küchenleitung
  pnpm admin make-admin|unmake-admin <uid|E-Mail>
  pnpm admin migrate-kitchens [--apply] [--batch-size <n>]
                                           Küchen von users/{uid} nach kitchens/{uid}; ohne --apply Probelauf
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

const flagsOf = (features: unknown) =>
  FEATURE_FLAG_IDS.filter((f) => (features as Record<string, unknown> | undefined)?.[f] === true).join(',') ||
  '-';

/** Kitchens (id, name, flags, members with role) and people (uid, e-mail, name, admin, kitchens). */
async function listAll(db: Firestore): Promise<void> {
  const [kitchens, people] = await Promise.all([
    db.collection('kitchens').get(),
    db.collection('users').get(),
  ]);
  const kitchenRows = kitchens.docs.map((d) => {
    const k = d.data();
    const members = Object.entries((k.members ?? {}) as Record<string, { role: KitchenRole; email?: string }>)
      .map(([uid, m]) => `${m.email || uid} (${ROLE_LABELS[m.role] ?? m.role})`)
      .sort()
      .join(', ');
    return `${d.id}\t${k.name || '-'}\t${flagsOf(k.features)}\t${members || '-'}`;
  });
  let unmigrated = 0;
  const personRows = people.docs.map((d) => {
    const p = d.data();
    if (isOldShape(p)) unmigrated += 1;
    const memberships = isOldShape(p)
      ? 'noch nicht umgezogen'
      : Object.entries((p.kitchens ?? {}) as Record<string, KitchenRole>)
          .map(([id, role]) => `${id}:${role}`)
          .join(',') || '-';
    return `${d.id}\t${p.email || '-'}\t${p.nickName || p.name || '-'}\t${p.admin === true ? 'admin' : '-'}\t${memberships}`;
  });
  console.log(['Küche\tName\tMerkmale\tMitglieder', ...kitchenRows.sort()].join('\n'));
  console.log(`${kitchenRows.length} Küchen\n`);
  console.log(['uid\tE-Mail\tName\tAdmin\tKüchen', ...personRows.sort()].join('\n'));
  console.log(`${personRows.length} Personen`);
  if (unmigrated) console.log(`${unmigrated} davon noch im alten Format: pnpm admin migrate-kitchens`);
}

/**
 * The kitchen a flag command is about: a kitchen id, or the uid or e-mail of a person who leads exactly one
 * kitchen (a person's first kitchen has their uid as its id).
 */
async function resolveKitchen(db: Firestore, who: string | undefined): Promise<{ id: string; line: string }> {
  if (!who)
    throw new UsageError('Welche Küche? Küchen-ID, uid oder E-Mail-Adresse der Küchenleitung angeben.');
  const describe = (id: string, data: Record<string, unknown> | undefined) =>
    `Küche ${id} „${typeof data?.name === 'string' && data.name ? data.name : 'ohne Namen'}“`;
  if (!who.includes('@')) {
    const snap = await db.doc(kitchenPath(who)).get();
    if (snap.exists) return { id: who, line: describe(who, snap.data()) };
  }
  const user = await resolveUser(db, who);
  const person = (await db.doc(personPath(user.uid)).get()).data();
  if (isOldShape(person)) {
    throw new Error(
      `Die Küche von ${user.uid} liegt noch im alten Format unter users/: erst pnpm admin migrate-kitchens --apply.`,
    );
  }
  const led = Object.entries((person?.kitchens ?? {}) as Record<string, KitchenRole>)
    .filter(([, role]) => role === 'lead')
    .map(([id]) => id);
  if (led.length !== 1) {
    throw new Error(
      led.length === 0
        ? `${who} leitet keine Küche. Die Küchen-ID angeben (pnpm admin list).`
        : `${who} leitet ${led.length} Küchen (${led.join(', ')}). Die Küchen-ID angeben.`,
    );
  }
  const snap = await db.doc(kitchenPath(led[0]!)).get();
  if (!snap.exists) throw new Error(`Die Küche ${led[0]} gibt es nicht.`);
  return { id: led[0]!, line: `${describe(led[0]!, snap.data())}, Küchenleitung: ${describeUser(user)}` };
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
      return listAll(db);
    case 'feature': {
      const [mode, who, flagName, ...extra] = rest;
      if (mode !== 'set' && mode !== 'clear') throw new UsageError('feature braucht set oder clear.');
      if (extra.length) throw new UsageError(`Unbekanntes Argument „${extra[0]}“ für feature.`);
      const flag = flagOf(flagName);
      const kitchen = await resolveKitchen(db, who);
      console.log(kitchen.line);
      // accessVersion + 1, as admin/setAccess writes: an admin's form based on the old access is then refused.
      await db
        .doc(kitchenPath(kitchen.id))
        .update({ [`features.${flag}`]: mode === 'set', accessVersion: FieldValue.increment(1) });
      console.log(
        `Küche ${kitchen.id}: Merkmal ${flag} ${mode === 'set' ? 'eingeschaltet' : 'ausgeschaltet'}.`,
      );
      return;
    }
    case 'make-admin':
    case 'unmake-admin': {
      const user = await resolveUser(db, rest[0]);
      const { uid } = user;
      console.log(describeUser(user));
      if (command === 'make-admin') assertVerifiedEmail(user);
      // The person's admin role (an unmigrated user document carries it over to the person when moved).
      await db
        .doc(personPath(uid))
        .update({ admin: command === 'make-admin', accessVersion: FieldValue.increment(1) });
      console.log(
        `${uid}: ${command === 'make-admin' ? 'ist jetzt Administrator' : 'ist kein Administrator mehr'}.`,
      );
      return;
    }
    case 'migrate-kitchens': {
      const apply = takeFlag(rest, '--apply', false);
      const size = takeFlag(rest, '--batch-size', true);
      if (rest.length) throw new UsageError(`Unbekanntes Argument „${rest[0]}“ für migrate-kitchens.`);
      const batchSize = size === undefined ? undefined : Number(size);
      if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize >= 1 && batchSize <= 500))
        throw new UsageError('--batch-size braucht eine ganze Zahl von 1 bis 500.');
      const result = await migrateKitchens(db, { apply, ...(batchSize ? { batchSize } : {}) });
      console.log(kitchenMigrationReport(result));
      if (result.failed.length || result.mismatches.length)
        throw new Error('Nicht jede Küche ließ sich umziehen oder die Zählung stimmt nicht (siehe oben).');
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
