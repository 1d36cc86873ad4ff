/** `pnpm --filter @speiseplaner/devstack storage [port]`: the local Cloud Storage stand-in on its own. */
import { DEV_PORTS } from './stackConfig';
import { startStorage } from './storage/startStorage';

const port = Number(process.argv[2] ?? process.env.STORAGE_PORT ?? DEV_PORTS.storage);
startStorage(port).then(
  (storage) => {
    console.log(`Cloud Storage (lokal) bereit auf ${storage.url} – STORAGE_EMULATOR_HOST=${storage.url}`);
    const stop = () => void storage.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (err: unknown) => {
    console.error(
      `✖ Cloud Storage (lokal) startet nicht: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exitCode = 1;
  },
);
