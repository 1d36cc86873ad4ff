/**
 * Issue #19 as a visitor meets it: an article's old address (before the slugs spelled Umlaute ae/oe/ue)
 * answers Hosting's 301 to the new one, and a bookmark opened in the browser lands on the article; the
 * privacy policy and the Impressum show the operator details of the build (the emulator build's marked
 * examples), the privacy policy names the storage entries of the app and has the Träger section; the
 * accessibility statement names the body for the example operator's kind.
 */
import { ARTICLE_REDIRECTS } from '@speiseplaner/content/src/articles/articleRedirects';
import { EXAMPLE_OPERATOR } from '@speiseplaner/content/src/site/operator';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';

jest.setTimeout(90_000);
const browser = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE_VIEWPORT },
];

test('every old article address answers 301 with the new one', async () => {
  for (const [old, renamed] of Object.entries(ARTICLE_REDIRECTS)) {
    const answer = await fetch(appUrl(`/artikel/${old}`), { redirect: 'manual' });
    expect({ old, status: answer.status }).toEqual({ old, status: 301 });
    expect(new URL(answer.headers.get('location') ?? '', appUrl('/')).pathname).toBe(`/artikel/${renamed}`);
  }
});

test('a bookmark of an old address opens the article at its new address', async () => {
  const { page } = await browser.open();
  for (const { size } of VIEWPORTS) {
    await page.setViewportSize(size);
    await page.goto(appUrl('/artikel/uber-den-planer'));
    await page.getByRole('heading', { level: 1, name: 'Über den Planer' }).waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/artikel/ueber-den-planer');
  }
});

test('the legal pages show the build’s operator and the app’s storage entries', async () => {
  const { page } = await browser.open();
  for (const { name, size } of VIEWPORTS) {
    await page.setViewportSize(size);
    await page.goto(appUrl('/artikel/impressum'));
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor({ timeout: 60_000 });
    await page.getByText(EXAMPLE_OPERATOR.name).first().waitFor();
    // § 5 DDG: the legal form and the representative of the operator (issue #27).
    await page.getByText(`Rechtsform: ${EXAMPLE_OPERATOR.legalForm}`).waitFor();
    await page.getByText(`Vertreten durch: ${EXAMPLE_OPERATOR.representative}`).waitFor();
    await page.screenshot({ path: `/tmp/h19-impressum-${name}.png`, fullPage: true });

    await page.goto(appUrl('/artikel/datenschutz'));
    const article = page.getByRole('article');
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor({ timeout: 60_000 });
    for (const heading of [
      'Cookies und Speicher im Browser',
      'Empfänger und Übermittlung in die USA',
      'Küchen eines Trägers',
    ]) {
      await article.getByRole('heading', { name: heading }).waitFor();
    }
    await article.getByText('speiseplaner.auth.pendingCredential', { exact: false }).first().waitFor();
    await article.getByText(EXAMPLE_OPERATOR.mailProvider, { exact: false }).first().waitFor();
    expect(await article.getByRole('link', { name: EXAMPLE_OPERATOR.email }).getAttribute('href')).toBe(
      `mailto:${EXAMPLE_OPERATOR.email}`,
    );
    await page.screenshot({ path: `/tmp/h19-datenschutz-${name}.png`, fullPage: true });

    // The example operator is an association: the Länder's market surveillance, not a public body's.
    await page.goto(appUrl('/artikel/barrierefreiheit'));
    await page
      .getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })
      .waitFor({ timeout: 60_000 });
    await page.getByText('Marktüberwachungsstelle der Länder', { exact: false }).first().waitFor();
    expect(await page.getByText('ist eine öffentliche Stelle', { exact: false }).count()).toBe(0);
  }
});
