/**
 * Helpers of the Träger browser tests (traeger.e2e, traegerShared.e2e): a signed-up Küchenleitung with a
 * kitchen of her own, the link of a kitchen invitation from the mail outbox, sign-in, and the text of a
 * printed page (Debian's pdftotext).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Headcounts } from '@speiseplaner/shared';
import { writeLeadKitchen } from '../../../src/kitchens';
import { signInWithPassword, waitUntilSignedIn } from './signIn';
import { adminAuth, adminDb, uniqueEmail, type TestUser } from './users';

const PDFTOTEXT = '/usr/bin/pdftotext';

/** A person with a confirmed address who leads the kitchen `kitchen` (its id is her uid), as sign-up makes. */
export async function leadAccount(
  tag: string,
  name: string,
  kitchen: string,
  heads: Headcounts = { kiga: 20 },
): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { uid } = await adminAuth().createUser({ email, password, displayName: name, emailVerified: true });
  await writeLeadKitchen(adminDb(), {
    uid,
    email,
    name: kitchen,
    nickName: name,
    features: { plan: true, recipes: true, ingredients: true, shopping: true },
    heads,
  });
  return { uid, email, password, name, kitchenId: uid };
}

/** The kitchen invitation mail the backend wrote to the outbox for this address, and the link in it. */
export async function invitationLink(email: string): Promise<URL> {
  for (let tries = 0; tries < 120; tries++) {
    const mails = await adminDb().collection('mail').where('to', '==', email).get();
    const text = mails.docs.map((d) => (d.data().message?.text ?? '') as string).join('\n');
    const link = /https?:\/\/\S*\/traeger-einladung\?traeger=[^\s&]+&token=[^\s)>"]+/.exec(text)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Keine Einladungs-E-Mail an ${email} im Postausgang`);
}

export async function signIn(page: Page, user: TestUser): Promise<void> {
  await signInWithPassword(page, user.email, user.password);
  await waitUntilSignedIn(page);
}

/** The text of a PDF as pdftotext reads it (UTF-8, in reading order). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'traeger-pdf-'));
  try {
    writeFileSync(join(dir, 'page.pdf'), pdf);
    return execFileSync(PDFTOTEXT, ['-raw', '-enc', 'UTF-8', join(dir, 'page.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
