/**
 * `pnpm bench:web --photos` (issue #33): the planner measured with photos on the plan. Before the visits,
 * the recipes of the measured week and the kitchen's own recipes it plans most get one photo each, added as
 * production adds them: through `recipes/addImage`, which checks the bytes and stores the WebP variants in
 * the Storage stand-in. This week's dishes are shared recipes, so their photos come from the demo admin
 * (`shared: true`, as in the Verwaltung); the own recipes' ones from the kitchen's Küchenleitung. The
 * photos are small real JPEGs drawn here and encoded by sharp. docs/testing.md, "`pnpm bench:web`".
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { PROJECT_ID, REPO_ROOT } from '../../src/paths';
import type { DemoLogin } from '../../src/seed/demoUsers';
import { callAction, postJson, type Account, type Target } from '../backendClient';
import type { PlanKitchen } from './planRoute';
import type { Page } from 'playwright-core';
import { evaluateWithin } from './steps';

/** The own recipes that get a photo beside this week's dishes. */
const OWN_PHOTOS = 20;

/** The little of sharp the bench uses (devstack has no types of it). */
type Sharp = (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 3 } },
) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } };

/** sharp is a dependency of the functions (they re-encode every upload with it); the bench borrows it. */
const sharp = createRequire(resolve(REPO_ROOT, 'packages/functions/package.json'))('sharp') as Sharp;

/**
 * A 1200×800 JPEG (quality 80), different for every `seed`: a tinted background with 300 round patches,
 * so that its 320 px WebP weighs about what a photo of a dish does (about 12 kB) and not the 2 kB of a
 * plain gradient.
 */
export async function benchPhoto(seed: number): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  // mulberry32: the same picture for the same seed, run after run.
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = 200 - y / 8;
      pixels[i + 1] = 180 - x / 10;
      pixels[i + 2] = (seed * 37) % 200;
    }
  for (let n = 0; n < 300; n++) {
    const [cx, cy, r] = [random() * width, random() * height, 6 + random() * 40];
    const colour = [random() * 255, random() * 255, random() * 255];
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(height, cy + r); y++)
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(width, cx + r); x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 < r * r)
          for (let k = 0; k < 3; k++)
            pixels[(y * width + x) * 3 + k] = Math.min(255, colour[k]! + random() * 16);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Signs in at the Auth emulator and asks user/validate for the kitchen, as the web app does. */
async function signedIn(target: Target, email: string, password: string): Promise<Account> {
  const { status, body } = await postJson(
    `${target.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    { email, password, returnSecureToken: true },
  );
  if (status !== 200) throw new Error(`Anmeldung von ${email} fehlgeschlagen (${status})`);
  const account: Account = { uid: body.localId, idToken: body.idToken };
  const validated = await callAction(target, 'controller', 'user/validate', {}, account);
  if (!validated.ok) throw new Error(`user/validate fehlgeschlagen: ${validated.error}`);
  account.kitchen = validated.payload.user.kitchenId;
  return account;
}

export interface AddedPhotos {
  shared: number;
  own: number;
  /** Bytes of all stored variants together, as the server counted them. */
  bytes: number;
}

/** Adds the photos (see above); answers how many and their stored bytes. */
export async function addPlanPhotos(
  ports: { functions: number; auth: number },
  kitchen: PlanKitchen,
  logins: readonly DemoLogin[],
): Promise<AddedPhotos> {
  const target: Target = {
    functionsUrl: `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/europe-west3`,
    authUrl: `http://127.0.0.1:${ports.auth}`,
  };
  const admin = logins.find((login) => login.admin);
  if (!admin) throw new Error('Der Seed enthält keinen Admin.');
  const adminAccount = await signedIn(target, admin.email, admin.password);
  const cook = await signedIn(target, kitchen.email, kitchen.password);
  const picks = [
    ...kitchen.thisWeek,
    ...kitchen.ownByPlans.slice(0, OWN_PHOTOS).map((slug) => ({ slug, shared: false })),
  ];
  const added: AddedPhotos = { shared: 0, own: 0, bytes: 0 };
  for (const [n, { slug, shared }] of picks.entries()) {
    const data = (await benchPhoto(n + 1)).toString('base64');
    const payload = { recipeId: slug, data, contentType: 'image/jpeg', ...(shared ? { shared } : {}) };
    const outcome = await callAction(
      target,
      'controller',
      'recipes/addImage',
      payload,
      shared ? adminAccount : cook,
    );
    if (!outcome.ok) throw new Error(`recipes/addImage für ${slug} fehlgeschlagen: ${outcome.error}`);
    added[shared ? 'shared' : 'own'] += 1;
    added.bytes += outcome.payload.photo.bytes as number;
  }
  return added;
}

/** Recipe photos on the page (`/fotos/…`): how many, and how many loaded once scrolled to. */
export interface ThumbnailCount {
  total: number;
  loaded: number;
}

// In the page, as a string: this package's TypeScript setup carries no DOM types. The day cards stand below
// the fold and their images load lazily: each is scrolled to and gets up to 10 s to load or fail.
const COUNT_THUMBNAILS = `(async () => {
  const images = [...document.querySelectorAll('img[src^="/fotos/"]')];
  for (const img of images) {
    img.scrollIntoView({ block: 'center' });
    if (!img.complete)
      await new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
        setTimeout(done, 10000);
      });
  }
  window.scrollTo(0, 0);
  return { total: images.length, loaded: images.filter((img) => img.complete && img.naturalWidth > 0).length };
})()`;

export function countThumbnails(page: Page): Promise<ThumbnailCount> {
  return evaluateWithin(page, 'Vorschaubilder zählen', COUNT_THUMBNAILS, 120_000);
}
