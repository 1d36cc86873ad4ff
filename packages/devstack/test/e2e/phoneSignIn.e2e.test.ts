/**
 * Phone sign-in against the Auth emulator (docs/product.md, "Sign-in widget" and "Sign-in input rules"):
 * German check of the number, the six-digit code from the emulator's verificationCodes endpoint, the resend
 * countdown of 15 seconds, a wrong code, a resent code, 'Bestätigt' and then the signed-in app.
 */
import { useBrowser } from './support/browserHooks';
import { latestSmsCode } from './support/emulator';
import { appUrl, AUTH_EMULATOR_NO_RECAPTCHA_CONFIG, authRefused } from './support/pages';
import { accountButton, waitUntilSignedIn } from './support/signIn';
import { uniqueMobileNumber } from './support/users';

jest.setTimeout(120_000);
const browser = useBrowser();

/** Seconds the hint 'Code erneut senden in m:ss' shows. */
function countdownSeconds(text: string): number {
  const match = /Code erneut senden in (\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`Kein Countdown in: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

test('a user signs in by phone with the emulator code, sees the resend countdown and can resend after it', async () => {
  // The wrong code is refused by the Auth emulator, as the test wants.
  const { page } = await browser.open({
    expectedConsoleErrors: [AUTH_EMULATOR_NO_RECAPTCHA_CONFIG, authRefused('signInWithPhoneNumber')],
  });
  const phone = uniqueMobileNumber();
  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Mit Telefonnummer anmelden' }).click();

  const number = page.getByRole('textbox', { name: 'Telefonnummer' });
  await number.fill('12345');
  await page.getByRole('button', { name: 'Code senden' }).click();
  await page.getByText('Geben Sie eine gültige Telefonnummer ein').waitFor();

  await number.fill(phone.typed);
  await page.getByRole('button', { name: 'Code senden' }).click();
  await page.getByRole('heading', { name: 'Code bestätigen' }).waitFor();
  await page.getByText(`an ${phone.e164} gesendet`).waitFor();

  // The countdown starts at 15 seconds and runs down; meanwhile there is no resend link.
  const hint = page.getByText(/Code erneut senden in \d+:\d{2}/);
  const first = countdownSeconds((await hint.textContent()) ?? '');
  expect(first).toBeGreaterThanOrEqual(13);
  expect(first).toBeLessThanOrEqual(15);
  expect(await page.getByRole('button', { name: 'Code erneut senden', exact: true }).count()).toBe(0);
  await page.waitForTimeout(2_100);
  expect(countdownSeconds((await hint.textContent()) ?? '')).toBeLessThan(first);

  const firstCode = await latestSmsCode(phone.e164);
  const codeField = page.getByRole('textbox', { name: 'Sechsstelliger Code' });
  const wrong = firstCode === '123456' ? '654321' : '123456';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Falscher Code. Versuchen Sie es noch einmal.').waitFor();
  expect(await accountButton(page).count()).toBe(0);

  // After the countdown the link appears; a resent code replaces the first one.
  const resend = page.getByRole('button', { name: 'Code erneut senden', exact: true });
  await resend.waitFor({ timeout: 16_000 });
  await resend.click();
  const secondCode = await latestSmsCode(phone.e164, firstCode);
  await hint.waitFor();

  await codeField.fill(secondCode);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('heading', { name: 'Bestätigt' }).waitFor();
  await waitUntilSignedIn(page);
  // A new number is a new kitchen: it is asked for its institution first (docs/product.md, "Onboarding").
  await page.waitForURL(appUrl('/app/willkommen'));
});
