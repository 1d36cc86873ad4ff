/**
 * Prerendered public pages (packages/web/src/prerender): the HTML Hosting sends already holds an article's
 * heading and first paragraph and each page's title, description, canonical address and Open Graph tags;
 * sitemap.xml lists every article and robots.txt keeps search engines out of the planner. In the browser the
 * page hydrates without a console error or React warning (pages.ts watches for them), switches to what
 * only the browser knows (the stored consent, the dark view, the signed-in top bar) without moving the
 * page content (the frame lays out by CSS before hydration) and navigates client-side afterwards; the planner, which has no prerendered page, still works signed in.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ARTICLE_INDEX, type Inline } from '@speiseplaner/content';
import { parseArticle } from '@speiseplaner/content/src/articles/parseArticle';
import type { Page } from 'playwright-core';
import { headerOf, hostingOf, parseCsp, type HostingConfig } from '../../src/deploy/hosting';
import { REPO_ROOT } from '../../src/paths';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { waitUntilSignedIn } from './support/signIn';
import { login, readStackInfo } from './stackInfo';

jest.setTimeout(90_000);
const info = readStackInfo();
const browser = useBrowser();

const SLUG = 'schulung-und-beratung';
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE_VIEWPORT],
] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** The page's visible text as a reader of the raw HTML finds it: tags and comments out, spaces collapsed. */
function rawText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decode(body.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

const plain = (inlines: readonly Inline[]) => inlines.map((inline) => inline.text).join('');

/** An article as its Markdown file says: title, teaser and the text of its first paragraph. */
function article(slug: string) {
  const source = readFileSync(resolve(REPO_ROOT, 'packages/content/articles', `${slug}.md`), 'utf8');
  const { meta, blocks } = parseArticle(source);
  const first = blocks.find((block) => block.kind === 'paragraph');
  if (!first || first.kind !== 'paragraph') throw new Error(`${slug} hat keinen Absatz`);
  return { meta, paragraph: plain(first.inlines) };
}

/** The value of `<meta {attribute}="{name}" content="…">` or `<link rel="{name}" href="…">`. */
function headValue(html: string, attribute: 'name' | 'property' | 'rel', name: string): string | undefined {
  const value = attribute === 'rel' ? 'href' : 'content';
  const tag = attribute === 'rel' ? 'link' : 'meta';
  const match = new RegExp(`<${tag} ${attribute}="${name}" ${value}="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
}

function headOf(html: string) {
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: headValue(html, 'name', 'description'),
    canonical: headValue(html, 'rel', 'canonical'),
    og: Object.fromEntries(
      ['title', 'description', 'url', 'type', 'locale', 'site_name'].map((key) => [
        key,
        headValue(html, 'property', `og:${key}`),
      ]),
    ),
  };
}

const raw = async (path: string) => {
  const res = await fetch(appUrl(path), { redirect: 'manual' });
  expect([path, res.status]).toEqual([path, 200]);
  return res.text();
};

describe('the HTML Hosting sends (view-source)', () => {
  it('an article holds its heading, its first paragraph and its head tags', async () => {
    const html = await raw(`/artikel/${SLUG}`);
    const { meta, paragraph } = article(SLUG);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${meta.title}</h1>`));
    expect(rawText(html)).toContain(paragraph);
    const title = `${meta.title} – Speiseplaner`;
    const url = appUrl(`/artikel/${SLUG}`);
    expect(headOf(html)).toEqual({
      title,
      description: meta.teaser,
      canonical: url,
      og: {
        title,
        description: meta.teaser,
        url,
        type: 'article',
        locale: 'de_DE',
        site_name: 'Speiseplaner',
      },
    });
  });

  it('the home page holds its heading, its introduction and its head tags', async () => {
    const html = await raw('/');
    expect(html).toMatch(/<h1[^>]*>Bio-Speisepläne für Kita und Schule – einfach geplant<\/h1>/);
    expect(rawText(html)).toContain('Der Speiseplaner hilft Küchen in Kitas, Schulen und Kantinen');
    const head = headOf(html);
    expect(head.title).toBe('Speiseplaner – Bio-Speiseplanung für Kita und Schule');
    expect(head.description).toMatch(/^Speiseplaner – Bio-Speisepläne für Kita/);
    expect(head.canonical).toBe(appUrl('/'));
    expect(head.og).toEqual({
      title: head.title,
      description: head.description,
      url: appUrl('/'),
      type: 'website',
      locale: 'de_DE',
      site_name: 'Speiseplaner',
    });
  });

  it('sitemap.xml lists every article, and each listed page has no inline script the CSP would block', async () => {
    const sitemap = await raw('/sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
    for (const { slug } of ARTICLE_INDEX) expect(listed).toContain(appUrl(`/artikel/${slug}`));
    expect(listed).toContain(appUrl('/'));
    expect(listed).toEqual(expect.arrayContaining([appUrl('/mediathek'), appUrl('/newsletter')]));

    const hosting = hostingOf(
      JSON.parse(readFileSync(resolve(REPO_ROOT, 'firebase.json'), 'utf8')) as unknown,
    ) as HostingConfig;
    const csp = parseCsp(headerOf(hosting, '**', 'Content-Security-Policy')!);
    const allowed = (csp.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
    for (const url of listed) {
      const html = await raw(new URL(url).pathname);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
        .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      expect([url, inline.filter((hash) => !allowed.includes(hash))]).toEqual([url, []]);
    }
  });

  it('robots.txt keeps crawlers out of the planner and the sign-in and names the sitemap', async () => {
    const robots = (await raw('/robots.txt')).split('\n');
    expect(robots).toEqual(expect.arrayContaining(['Disallow: /app', 'Disallow: /login']));
    expect(robots).toContain(`Sitemap: ${appUrl('/sitemap.xml')}`);
  });
});

/** Resolves once React has hydrated: the stored consent ('Nur notwendige', pages.ts) hides the banner. */
async function hydrated(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Cookies und externe Medien' }).waitFor({ state: 'detached' });
}

/** Marks the document: a full page load would lose the mark, a client-side navigation keeps it. */
const markDocument = (page: Page) => page.evaluate('window.__sameDocument = true');
const sameDocument = (page: Page) => page.evaluate('window.__sameDocument === true');

describe.each(VIEWPORTS)('in the browser (%s)', (name, viewport) => {
  it.each(['/', `/artikel/${SLUG}`])(
    '%s hydrates without an error and navigates client-side afterwards',
    async (path) => {
      const { page } = await browser.open();
      await page.setViewportSize(viewport);
      await page.goto(appUrl(path));
      await hydrated(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.screenshot({ path: `/tmp/prerender-${name}${path.replaceAll('/', '-')}.png` });

      await markDocument(page);
      await page
        .getByRole('list', { name: 'Rechtliches und Service' })
        .getByRole('link', { name: 'Impressum' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/artikel/impressum');
      expect(await sameDocument(page)).toBe(true);
    },
  );

  it('an unknown article gets the German not-found page from the app', async () => {
    const { page } = await browser.open();
    await page.setViewportSize(viewport);
    await page.goto(appUrl('/artikel/gibt-es-nicht'));
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
  });
});

// Tablet: between sm and md, where the sidebar is the 57 px icon strip.
const FRAME_VIEWPORTS = [...VIEWPORTS, ['tablet', { width: 768, height: 1024 }]] as const;

describe.each(FRAME_VIEWPORTS)('the frame before and after hydration (%s)', (name, viewport) => {
  it('the page content sits where the prerendered HTML put it: no layout shift', async () => {
    const { context, page } = await browser.open();
    // The HTML alone, as a reader sees it before the scripts run: script execution switched off.
    const still = await context.newPage();
    const cdp = await context.newCDPSession(still);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await still.setViewportSize(viewport);
    await still.goto(appUrl(`/artikel/${SLUG}`));
    const before = await still.locator('main').boundingBox();
    await still.screenshot({ path: `/tmp/frame-${name}-before-hydration.png` });
    await still.close();

    await page.setViewportSize(viewport);
    await page.goto(appUrl(`/artikel/${SLUG}`));
    await hydrated(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const after = await page.locator('main').boundingBox();
    await page.screenshot({ path: `/tmp/frame-${name}-after-hydration.png` });
    expect({ left: after?.x, width: after?.width }).toEqual({ left: before?.x, width: before?.width });
  });
});

it('with the dark view chosen, an article hydrates dark without an error', async () => {
  const { context, page } = await browser.open();
  await context.addCookies([{ name: 'view-mode', value: 'dark', url: appUrl('/') }]);
  await page.goto(appUrl(`/artikel/${SLUG}`));
  await hydrated(page);
  await page.getByRole('button', { name: 'Helle Ansicht' }).waitFor();
  expect(await page.evaluate('document.documentElement.dataset.viewMode')).toBe('dark');
  await page.screenshot({ path: '/tmp/prerender-dark-article.png' });
});

it('signed in, a prerendered article shows the account in the top bar and /app/plan still works', async () => {
  const kitchen = login(info, 'Küche');
  const { page } = await browser.openSignedIn(kitchen);

  await page.goto(appUrl(`/artikel/${SLUG}`));
  await hydrated(page);
  await waitUntilSignedIn(page);
  await page.getByRole('heading', { level: 1, name: article(SLUG).meta.title }).waitFor();

  await page.goto(appUrl('/app/plan'));
  await page.getByRole('heading', { level: 1, name: 'Speiseplan' }).waitFor({ timeout: 60_000 });
  await waitUntilSignedIn(page);
});
