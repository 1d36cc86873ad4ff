/**
 * pnpm screenshots — pictures of the visitor's pages in light and dark mode, for a look before a release
 * (issue 5 asks for them; they are not committed). Builds the web app, starts the stack on free ports and
 * writes PNGs to packages/devstack/tmp/screenshots/: home page, an article with its workshop list, the
 * login, and the workshop widget alone, each at 1280 px (desktop) and 390 px (phone).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startStack } from '../src/stack';
import { freePorts } from '../src/stackConfig';
import { launchLocalOnlyChromium } from './web/chromium';

const OUT_DIR = join(__dirname, '..', 'tmp', 'screenshots');
const PAGES = [
  { name: 'start', path: '/' },
  { name: 'artikel', path: '/artikel/schulung-und-beratung' },
  { name: 'login', path: '/login' },
];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

// In the page, as strings: this package's TypeScript setup carries no DOM types.
const ANSWER_CONSENT = `window.localStorage.setItem('speiseplaner-consent', 'necessary');`;
const SCROLL_THROUGH = `(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  window.scrollTo(0, 0);
})()`;

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const stack = await startStack({ ports: await freePorts(), web: 'preview' });
  const browser = await launchLocalOnlyChromium();
  const host = new URL(stack.webUrl).hostname;
  try {
    for (const mode of ['light', 'dark'] as const) {
      for (const size of WIDTHS) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
        // The view mode comes from its cookie; consent answered so the banner does not cover the page.
        await context.addCookies([{ name: 'view-mode', value: mode, domain: host, path: '/' }]);
        await context.addInitScript(ANSWER_CONSENT);
        const page = await context.newPage();
        for (const { name, path } of PAGES) {
          await page.goto(new URL(path, stack.webUrl).href);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          // Images below the fold load lazily: scroll once through the page so the full-page picture has them.
          await page.evaluate(SCROLL_THROUGH);
          await page.waitForLoadState('networkidle');
          const file = join(OUT_DIR, `${name}-${size.name}-${mode}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
          const widget = page.getByRole('list', { name: 'Workshops', exact: true }).first();
          if (name === 'artikel' && (await widget.count())) {
            const widgetFile = join(OUT_DIR, `workshops-${size.name}-${mode}.png`);
            await widget.screenshot({ path: widgetFile });
            console.log(widgetFile);
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
