/** `pnpm --filter @speiseplaner/devstack firestore [port]`: the local Firestore on its own. */
import { startFirestore } from './firestore/startFirestore';

const port = Number(process.argv[2] ?? process.env.FIRESTORE_PORT ?? 8080);
startFirestore(port).then(
  (fs) => {
    console.log(`Firestore (lokal) bereit auf ${fs.address}`);
    const stop = () => void fs.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (err: unknown) => {
    console.error(`✖ Firestore (lokal) startet nicht: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
