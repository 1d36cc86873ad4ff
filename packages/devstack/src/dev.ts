/**
 * `pnpm dev`: the whole stack offline with one command, ready line with the URL and the demo logins;
 * Ctrl-C stops every child process.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { printNewMails } from './mailOutbox';
import { demoLoginPlace } from './seed/demoUsers';
import { adminApp } from './seed/seedDemo';
import { startStack } from './stack';
import { DEV_PORTS } from './stackConfig';

async function main() {
  const started = Date.now();
  console.log('Speiseplaner: starte lokalen Stack (Firestore, Cloud Storage, Auth, Functions, Web) …');
  const stack = await startStack({
    ports: DEV_PORTS,
    web: 'dev',
    watchFunctions: true,
    echo: process.env.DEV_VERBOSE === '1',
  });
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nSpeiseplaner: beende alle Prozesse …');
    stack.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`✖ Beenden fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // One line per login: the demo kitchen's team (Küchenleitung, Köchin, Kita-Leitung), the admin, the two
  // other kitchens of the demo Träger and its Träger-Leitung.
  const logins = stack.logins
    .map((l) => `    ${`${l.role}:`.padEnd(18)}${l.email} / ${l.password}   (${demoLoginPlace(l)})`)
    .join('\n');
  // No mail leaves this machine: new mails (with their links) are printed here instead.
  await printNewMails(getFirestore(adminApp()));
  console.log(
    `\n✔ Speiseplaner bereit nach ${seconds} s: ${stack.webUrl}\n  Demo-Logins:\n${logins}\n  E-Mails (Newsletter-Bestätigung, Workshop-Anmeldung, Einladung ins Team oder zum Träger) erscheinen hier im Terminal.\n`,
  );
}

main().catch((err) => {
  console.error(`\n✖ Start fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
