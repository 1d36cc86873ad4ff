/**
 * Screen labels in articles (`:ui[…]`, docs/domain-shapes.md): a visitor reading a how-to article sees each
 * button and page name set off as bold text in a small frame, light and dark, desktop and phone, and axe
 * finds no barrier (contrast of the frame included).
 */
import { expectAccessible, PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { untilHydrated } from './support/hydration';

jest.setTimeout(90_000);
const browser = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE_VIEWPORT },
];

test('a how-to article shows the names of buttons and pages as framed bold labels', async () => {
  const { page } = await browser.open();
  await page.goto(appUrl('/artikel/planer-elternspeiseplan-drucken'));
  await page
    .getByRole('heading', { level: 1, name: 'Schritt 6 – Den Aushang für die Eltern drucken' })
    .waitFor();
  const article = page.getByRole('article');
  const label = article.locator('strong', { hasText: /^Aushang drucken$/ });
  await label.waitFor();
  const look = await label.evaluate((element) => {
    const style = element.ownerDocument.defaultView!.getComputedStyle(element);
    return { weight: Number(style.fontWeight), border: style.borderTopStyle };
  });
  expect(look.weight).toBeGreaterThanOrEqual(600);
  expect(look.border).toBe('solid');
  // The sentence reads on as plain text around the label.
  expect(await label.evaluate((element) => element.parentElement?.textContent ?? '')).toContain(
    'Wählen Sie über den Tagen Aushang drucken.',
  );

  await untilHydrated(page);
  for (const mode of ['hell', 'dunkel'] as const) {
    if (mode === 'dunkel') await page.getByRole('button', { name: 'Dunkle Ansicht' }).click();
    for (const { name, size } of VIEWPORTS) {
      await page.setViewportSize(size);
      await label.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/artui-article-${mode}-${name}.png` });
    }
    await expectAccessible(page, `Artikel mit Bezeichnungen (${mode})`);
  }
});
