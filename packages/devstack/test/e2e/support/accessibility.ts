/**
 * axe-core (WCAG 2.0–2.2 A/AA rules) on every page a browser test visits, at the desktop size of the test
 * and on a 390×844 phone (docs/testing.md, "Accessibility").
 *
 * `watchAccessibility` (called by pages.ts for every page it opens) checks a page
 * - before each `page.goto`/`page.reload`, in the state the test leaves it in,
 * - after the test (browserHooks), in its final state, and then
 * - every other app address the page showed during the test (reached by a click, a redirect) that had no
 *   check yet, opened again in the same context (still signed in).
 * Tests may check a state in between (an open dialog) with `expectAccessible(page, label)`.
 *
 * axe's source goes in through Playwright's evaluate (the DevTools protocol), which the strict CSP of
 * Hosting (script-src without 'unsafe-inline'/'unsafe-eval') does not block; pages.ts would report it if
 * it did. No rule is switched off.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { AXE_SEEN_FILE, readStackInfo } from '../stackInfo';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA (axe has no wcag22a tag). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const PHONE_VIEWPORT = { width: 390, height: 844 };

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: string[];
  /** axe's explanation for the first element (e.g. the contrast ratio and both colours). */
  summary: string;
}

export interface AxeCheck {
  label: string;
  url: string;
  viewport: string;
  violations: AxeViolation[];
}

/**
 * Until the page has settled: the document loaded, no spinner (role progressbar) left, and no finite
 * animation or transition running (a dialog fading in would give wrong contrast figures). Gives up
 * after `timeoutMs` and checks what is there.
 */
export async function settle(page: Page, timeoutMs = 8000): Promise<void> {
  // Twice, each after two frames: a change just made (a new viewport size) starts its transitions only
  // once React has rendered it; the sidebar's groups closing on a phone were checked half closed.
  for (let round = 0; round < 2; round++) {
    await page.evaluate(NEXT_FRAMES);
    await quietPage(page, timeoutMs);
  }
}

/** Resolves after two animation frames (a string: this package has no DOM types). */
const NEXT_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

async function quietPage(page: Page, timeoutMs: number): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const doc = (globalThis as unknown as { document: AnyDocument }).document;
        if (doc.readyState !== 'complete') return false;
        if (doc.querySelector('[role="progressbar"]')) return false;
        return doc
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || (a.effect?.getComputedTiming().endTime ?? Infinity) === Infinity,
          );
      },
      undefined,
      { timeout: timeoutMs, polling: 100 },
    )
    .catch(() => undefined);
}

/** The few DOM members `settle` uses (this package has no DOM types). */
interface AnyDocument {
  readyState: string;
  querySelector(selector: string): unknown;
  getAnimations(): {
    playState: string;
    effect: { getComputedTiming(): { endTime?: number | string } } | null;
  }[];
}

/**
 * Runs axe with the page scrolled to the top, then scrolls back: where the test left the page scrolled,
 * the sticky top bar lies over whatever sits under it, and axe's target-size rule would count a button
 * half under it as too small, depending only on the scroll position (docs/testing.md). Whether the focus
 * is ever hidden under the bar is the keyboard test's concern.
 */
async function runAxe(page: Page): Promise<AxeViolation[]> {
  const scrolled = (await page.evaluate('[globalThis.scrollX, globalThis.scrollY]')) as [number, number];
  await page.evaluate('globalThis.scrollTo(0, 0)');
  try {
    return await runAxeHere(page);
  } finally {
    await page.evaluate(
      ([x, y]) => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(x, y),
      scrolled,
    );
  }
}

async function runAxeHere(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Result = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        helpUrl: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (
      globalThis as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<Result> };
        document: unknown;
      }
    ).axe;
    const result = await axe.run((globalThis as unknown as { document: unknown }).document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    }));
  }, AXE_TAGS);
}

function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/** Runs axe at the page's own size and at phone size (the viewport is restored afterwards). */
export async function checkAccessibility(page: Page, label: string): Promise<AxeCheck[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const checks: AxeCheck[] = [];
  const started = Date.now();
  await settle(page);
  checks.push({
    label,
    url: pathOf(page.url()),
    viewport: `${size.width}×${size.height}`,
    violations: await runAxe(page),
  });
  if (size.width !== PHONE_VIEWPORT.width || size.height !== PHONE_VIEWPORT.height) {
    await page.setViewportSize(PHONE_VIEWPORT);
    try {
      await settle(page);
      checks.push({
        label,
        url: pathOf(page.url()),
        viewport: `${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}`,
        violations: await runAxe(page),
      });
    } finally {
      await page.setViewportSize(size);
      await settle(page);
    }
  }
  for (const check of checks) logCheck({ ms: Date.now() - started, ...check });
  return checks;
}

const MAX_TARGETS = 5;

/** One readable block per rule a check found violated: rule, impact, what it asks, where. */
export function describeViolations(checks: AxeCheck[]): string[] {
  return checks.flatMap((check) =>
    check.violations.map((v) => {
      const more =
        v.targets.length > MAX_TARGETS ? `\n    … und ${v.targets.length - MAX_TARGETS} weitere` : '';
      return (
        `Barriere (axe, ${check.viewport}) auf ${check.url} [${check.label}]: ${v.id} (${v.impact ?? '?'}) – ` +
        `${v.help} ${v.helpUrl}\n    ${v.summary}\n    ${v.targets.slice(0, MAX_TARGETS).join('\n    ')}${more}`
      );
    }),
  );
}

/** For a state in between (an open dialog, a menu): fails at once with the list of violations. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const problems = describeViolations(await checkAccessibility(page, label));
  if (problems.length)
    throw new Error(`axe fand ${problems.length} Barriere(n):\n- ${problems.join('\n- ')}`);
}

/**
 * What a check has seen this run, shared by every test file (one line per key in a file named after the
 * run beside the stack info): `route <pattern>` for an address kind, `shape <viewport> <pattern> <hash>` for a page state.
 */
const SEEN_FILE = AXE_SEEN_FILE;

function runHasChecked(key: string): boolean {
  return existsSync(SEEN_FILE) && readFileSync(SEEN_FILE, 'utf8').split('\n').includes(key);
}

function remember(...keys: string[]): void {
  appendFileSync(SEEN_FILE, keys.map((k) => k + '\n').join(''));
}

/**
 * The kind of an address: path segments holding a digit (a week, a slug with a stamp, an id) and query
 * values are left out, so `/app/plan?woche=2039-W20` and `?woche=2030-W30` are one kind.
 */
export function routeOf(url: string): string {
  const u = new URL(url);
  const path = u.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':n' : segment))
    .join('/');
  const keys = [...u.searchParams.keys()].sort();
  return keys.length ? `${path}?${keys.join('&')}` : path;
}

/**
 * The page's shape: every distinct kind of element it shows — tag, role, classes (Emotion's class names
 * stand for the styles, so colours are in them), attribute names and whether it holds text of its own —
 * without the data (how many rows, which words). Two states of one address with the same shape give axe
 * the same elements to judge, so the second is not checked again (docs/testing.md, "Accessibility").
 */
const PAGE_SHAPE = `(() => {
  const kinds = new Set();
  for (const el of document.querySelectorAll('*')) {
    const names = [...el.attributes].map((a) => a.name).filter((n) => n !== 'class' && n !== 'style').sort();
    const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
    kinds.add(el.tagName + '.' + [...el.classList].sort().join('.') + '[' + names.join(',') + ']' + (ownText ? 'T' : ''));
  }
  return [...kinds].sort().join('\\n');
})()`;

async function shapeKey(page: Page): Promise<string> {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const shape = (await page.evaluate(PAGE_SHAPE)) as string;
  const hash = createHash('sha1').update(shape).digest('hex').slice(0, 16);
  return `shape ${size.width}x${size.height} ${routeOf(page.url())} ${hash}`;
}

/** checkAccessibility, unless this run has already checked a state of the same shape (then nothing). */
async function checkUnlessSeen(page: Page, label: string): Promise<AxeCheck[] | undefined> {
  await settle(page);
  const key = await shapeKey(page);
  const route = `route ${routeOf(page.url())}`;
  if (runHasChecked(key)) {
    logCheck({ label, url: pathOf(page.url()), skipped: key });
    return undefined;
  }
  const checks = await checkAccessibility(page, label);
  remember(key, route);
  return checks;
}

function logCheck(entry: Record<string, unknown>): void {
  const log = process.env.E2E_AXE_LOG;
  if (log)
    appendFileSync(log, JSON.stringify({ test: expect.getState().currentTestName ?? '', ...entry }) + '\n');
}

function isAppUrl(url: string): boolean {
  return url.startsWith(readStackInfo().webUrl);
}

export interface AccessibilityWatch {
  /** After the test: the final state, then the app addresses not yet checked. */
  finish: () => Promise<void>;
}

/**
 * Checks `page` automatically (see the file comment); what axe finds goes to `report` (the context's
 * problems, so the test fails after it ran).
 */
export function watchAccessibility(page: Page, report: (problem: string) => void): AccessibilityWatch {
  const visited = new Map<string, string>(); // path+query → full URL, in the order first shown
  const checked = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !isAppUrl(frame.url())) return;
    const key = pathOf(frame.url());
    if (!visited.has(key)) visited.set(key, frame.url());
  });

  const check = async (label: string) => {
    if (page.isClosed() || !isAppUrl(page.url())) return;
    checked.add(pathOf(page.url()));
    let checks: AxeCheck[] | undefined;
    try {
      checks = await checkUnlessSeen(page, label);
    } catch {
      // The page navigated on its own while axe ran (a redirect): once more on the page it went to.
      try {
        checks = await checkUnlessSeen(page, label);
      } catch (err) {
        report(`axe lief auf ${pathOf(page.url())} nicht durch [${label}]: ${(err as Error).message}`);
        return;
      }
    }
    for (const problem of describeViolations(checks ?? [])) report(problem);
  };

  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    await check('vor dem Verlassen');
    return goto(url, options);
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    await check('vor dem Neuladen');
    return reload(options);
  };

  return {
    finish: async () => {
      if (page.isClosed()) return;
      await check('Endzustand');
      for (const [key, url] of visited) {
        // An address of a kind this run has checked already (in any test) is not opened again.
        if (checked.has(key) || runHasChecked(`route ${routeOf(url)}`)) continue;
        await goto(url);
        if (pathOf(page.url()) !== key && checked.has(pathOf(page.url()))) continue;
        await check('erneut geöffnet');
        checked.add(key);
      }
    },
  };
}
