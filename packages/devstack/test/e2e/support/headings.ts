/**
 * Waiting for a page's heading after a click that should lead there, and, when it does not come, saying
 * where the click led: the address, the page's level-1 headings and a screenshot. On busy runs a footer
 * link and the Verwaltung's sections missed their heading for 60 s (CI 2026-11-29, CI-like runs
 * 2026-11-30) and Playwright's own message only names the locator.
 */
import type { Page } from 'playwright-core';
import { WAIT_MS } from './pages';

export async function waitForHeading(page: Page, name: string, how: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: WAIT_MS });
  } catch (error) {
    const headings = await page
      .getByRole('heading', { level: 1 })
      .allInnerTexts()
      .catch(() => []);
    const shot = `/tmp/heading-missed-${name.replace(/[^A-Za-z0-9]+/g, '-')}.png`;
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(
      `${(error as Error).message}\n${how}: jetzt ${page.url()}, h1: ${headings.join(' | ') || 'keine'} (${shot})`,
    );
  }
}

/** Verwaltung › section through the main navigation, as an admin goes there; waits for its heading. */
export async function openAdminSection(page: Page, section: string, heading = section): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Verwaltung' }).click();
  await nav.getByRole('link', { name: section, exact: true }).click();
  await waitForHeading(page, heading, `Verwaltung › ${section}`);
}
