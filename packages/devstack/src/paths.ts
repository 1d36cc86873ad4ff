/** Where things are in the monorepo, from the devstack package's point of view. */
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../..');
export const WEB_DIR = resolve(REPO_ROOT, 'packages/web');
export const FUNCTIONS_DIR = resolve(REPO_ROOT, 'packages/functions');
export const FIREBASE_BIN = resolve(REPO_ROOT, 'packages/devstack/node_modules/.bin/firebase');
export const VITE_BIN = resolve(WEB_DIR, 'node_modules/.bin/vite');
export const PROJECT_ID = 'demo-speiseplaner';
