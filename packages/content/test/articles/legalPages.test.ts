import type { Block, Inline } from '../../src/articles/articleTypes';
import { parseArticle } from '../../src/articles/parseArticle';
import {
  EXAMPLE_OPERATOR as OPERATOR,
  operatorPlaceholders,
  type OperatorKind,
} from '../../src/site/operator';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONTENT_ROOT, readArticleFiles } from '../../scripts/articleFiles';

/** Every inline of an article, columns and lists included. */
function allInlines(blocks: Block[]): Inline[] {
  return blocks.flatMap((block): Inline[] => {
    if (block.kind === 'columns') return allInlines(block.columns.flatMap((column) => column.blocks));
    if (block.kind === 'list') return block.items.flat();
    return block.kind === 'heading' || block.kind === 'paragraph' || block.kind === 'quote'
      ? block.inlines
      : [];
  });
}

/** All visible text of an article, links shown as "text <href>". */
function visibleText(blocks: Block[]): string {
  return blocks
    .flatMap((block): string[] => {
      if (block.kind === 'columns') return [visibleText(block.columns.flatMap((column) => column.blocks))];
      const inlines =
        block.kind === 'list'
          ? block.items.flat()
          : block.kind === 'heading' || block.kind === 'paragraph' || block.kind === 'quote'
            ? block.inlines
            : [];
      return inlines.map((inline) =>
        inline.kind === 'link' ? `${inline.text} <${inline.href}>` : inline.text,
      );
    })
    .join(' ');
}

/** An article as the site shows it; `kind` the operator's kind (the example operator's by default). */
const legal = (slug: string, kind: OperatorKind = OPERATOR.kind as OperatorKind) => {
  const file = readArticleFiles().find((entry) => entry.fileSlug === slug);
  if (!file) throw new Error(`articles/${slug}.md fehlt`);
  const { meta, blocks } = parseArticle(file.source, operatorPlaceholders({ ...OPERATOR, kind }));
  return {
    meta,
    blocks,
    text: visibleText(blocks),
    headings: blocks.filter((block) => block.kind === 'heading'),
  };
};

const WEB_SRC = join(CONTENT_ROOT, '..', 'web', 'src');

/**
 * Every entry the web app keeps in the browser, by the name the privacy policy gives it, and the file of
 * packages/web/src that names it (Firebase's own databases are named in the text, but not in our code).
 */
const BROWSER_STORAGE = [
  { name: 'view-mode', file: 'features/viewMode/viewModeCookie.ts' },
  // The ID token for the recipe photos under /fotos (Hosting forwards only this cookie to functions).
  { name: '__session', file: 'platform/firebase/photoSessionCookie.ts' },
  { name: 'speiseplaner-consent', file: 'features/consent/consentStorage.ts' },
  { name: 'speiseplaner-session', file: 'features/auth/sessionHint.ts' },
  { name: 'speiseplaner.auth.emailHint', file: 'features/auth/pendingStorage.ts' },
  { name: 'speiseplaner.auth.pendingCredential', file: 'features/auth/pendingStorage.ts' },
  // The kitchen an account used last: `speiseplaner-kitchen:<uid>`.
  { name: 'speiseplaner-kitchen:', file: 'features/auth/kitchenMemory.ts' },
  // The planner's offline database, one per account and kitchen: `speiseplaner-<uid>-<kitchenId>`.
  { name: 'speiseplaner-', file: 'platform/offline/offlineDb.ts' },
  // The service worker's runtime caches (its precache is Workbox's `workbox-precache-…`).
  { name: 'seiten', file: 'platform/pwa/pwaPlugin.ts' },
  { name: 'dateien', file: 'platform/pwa/pwaPlugin.ts' },
  // The recipe photos shown once (issue #33), kept for offline use.
  { name: 'rezeptfotos', file: 'platform/pwa/photoCache.ts' },
];

/** Code that writes cookies, Web Storage, IndexedDB or service worker caches. */
const STORAGE_ACCESS = /localStorage\.|sessionStorage\.|document\.cookie|indexedDB|openDB\(|cacheName:/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Source files of the web app (no tests), relative to its src folder. */
function webSources(dir = WEB_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|testkit/.test(entry.name)
      ? [relative(WEB_SRC, path)]
      : [];
  });
}

describe('legal pages', () => {
  it('show the operator details from site/operator.ts in the Impressum', () => {
    const { text } = legal('impressum');
    for (const field of ['name', 'address', 'email', 'phone', 'register', 'vatId', 'responsible'] as const) {
      expect(text).toContain(OPERATOR[field]);
    }
    expect(text).toContain(`<mailto:${OPERATOR.email}>`);
  });

  it('give the legal form and the representative in the Impressum (§ 5 Abs. 1 Nr. 1 DDG)', () => {
    const { text } = legal('impressum');
    expect(text).toContain(`Rechtsform: ${OPERATOR.legalForm}`);
    expect(text).toContain(`Vertreten durch: ${OPERATOR.representative}`);
  });

  it('name the e-mail processor, its seat and its server location in the privacy policy', () => {
    const text = legal('datenschutz').text.replace(/\s+/g, ' ');
    expect(text).toContain('Trigger Email from Firestore');
    expect(text).toContain(`${OPERATOR.mailProvider} (${OPERATOR.mailProviderSeat})`);
    expect(text).toContain(`Serverstandort des Dienstleisters: ${OPERATOR.mailServerLocation}`);
    // Among the recipients, as a processor.
    expect(text).toMatch(
      new RegExp(
        `${escape(OPERATOR.mailProvider)}, ${escape(OPERATOR.mailProviderSeat)}, unser Auftragsverarbeiter`,
      ),
    );
  });

  it('say in "Über uns" where data is processed as the privacy policy does', () => {
    const { text } = legal('ueber-uns');
    expect(text).not.toMatch(/Rechenzentrum in Deutschland|ausschließlich in (Deutschland|Frankfurt)/);
    expect(text).toMatch(/europe-west3 in Frankfurt am Main/);
    expect(text).toMatch(/Auslieferung der Seiten, die Anmeldung und der Schutz vor Missbrauch[^.]*weltweit/);
    expect(text).toContain('Google Ireland Limited');
    expect(text).toContain('Verarbeitung in den USA');
    expect(text).toContain('</artikel/datenschutz>');
  });

  it('let the operator’s kind decide who enforces accessibility in the statement', () => {
    const bodies = (kind: OperatorKind) => {
      const { text } = legal('barrierefreiheit', kind);
      return {
        mlbf: text.includes('Marktüberwachungsstelle der Länder für die Barrierefreiheit'),
        bfsg: text.includes('§ 32 BFSG'),
        bgg: text.includes('Schlichtungsstelle nach dem Behindertengleichstellungsgesetz'),
        land: text.includes('Behindertengleichstellungsgesetz des Bundeslandes'),
      };
    };
    // A private operator: the Länder's market surveillance (BFSG) and the federal arbitration (§ 34 BFSG).
    expect(bodies('privat')).toEqual({ mlbf: true, bfsg: true, bgg: true, land: false });
    // A federal public body: the arbitration body under § 16 BGG.
    expect(bodies('bund')).toEqual({ mlbf: false, bfsg: false, bgg: true, land: false });
    // A public body of a Land: that Land's body, never the federal one.
    expect(bodies('land')).toEqual({ mlbf: false, bfsg: false, bgg: false, land: true });
  });

  it('change the terms only with six weeks’ notice and a right to object', () => {
    const text = legal('agbs').text.replace(/\s+/g, ' ');
    expect(text).toContain('mindestens sechs Wochen vor ihrem Inkrafttreten per E-Mail');
    expect(text).toContain('Sie können einer Änderung bis zu ihrem Inkrafttreten widersprechen');
    expect(text).toContain('Widersprechen Sie, gelten für Sie die bisherigen Bedingungen weiter');
    // The core of the contract never changes by silence.
    expect(text).toMatch(/Kern des Vertrags[^.]*nur mit Ihrer ausdrücklichen Zustimmung/);
  });

  it('name the controller, the regions, the legal bases and the rights in the privacy policy', () => {
    const { text, headings } = legal('datenschutz');
    const headingTexts = headings.map((block) => (block.kind === 'heading' ? block.inlines[0]?.text : ''));
    expect(headingTexts).toEqual(
      expect.arrayContaining([
        'Verantwortlicher',
        'Cookies und Speicher im Browser',
        'Einwilligung ändern oder widerrufen',
        'Empfänger und Übermittlung in die USA',
        'Ihre Rechte',
        'Speicherdauer',
      ]),
    );
    expect(text).toContain(OPERATOR.name);
    expect(text).toContain(OPERATOR.privacyContact);
    for (const basis of ['lit. a', 'lit. b', 'lit. f'])
      expect(text).toContain(`Art. 6 Abs. 1 ${basis} DSGVO`);
    for (const right of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21', 'Art. 77']) {
      expect(text).toContain(right);
    }
  });

  it('state the regions once and consistently: Firestore and Functions in Frankfurt, the rest global', () => {
    const { text } = legal('datenschutz');
    // The Firestore database and the functions run in europe-west3 (docs/operations.md, "What runs where").
    expect(text).toMatch(/Cloud Functions[^.]*europe-west3 \(Frankfurt am Main\)/);
    expect(text).toMatch(/Cloud Firestore[^.]*europe-west3 \(Frankfurt am Main\)/);
    expect(text).toMatch(
      /Firebase Hosting, Firebase Authentication, App Check mit reCAPTCHA Enterprise und YouTube[^.]*weltweit/,
    );
    expect(text).toContain('Google Ireland Limited');
    expect(text).toContain('EU-US Data Privacy Framework');
    // No claim that everything stays in one German data centre (the Impressum neither).
    for (const slug of ['datenschutz', 'impressum']) {
      expect(legal(slug).text).not.toMatch(
        /ausschließlich in (Deutschland|Frankfurt)|in einem Rechenzentrum in Frankfurt/,
      );
    }
  });

  it('describe in the privacy text what the app does: no analytics, videos after consent, withdrawal', () => {
    const { text } = legal('datenschutz');
    // The app has no tag manager and no audience measurement (packages/web has no analytics).
    expect(text).not.toMatch(/Google Analytics|Matomo|Google Tag Manager/);
    expect(text).toContain('Wir setzen keine Analyse- oder Werbedienste ein');
    expect(text).toContain('youtube-nocookie.com');
    // The footer link and the banner's buttons as screen labels (checked against the app by uiLabels.test).
    const labels = allInlines(legal('datenschutz').blocks).flatMap((inline) =>
      inline.kind === 'ui' ? [inline.text] : [],
    );
    expect(labels).toEqual(
      expect.arrayContaining(['Cookie-Einstellungen', 'Nur notwendige', 'Alle akzeptieren', 'Video laden']),
    );
    for (const name of [
      'Hosting',
      'Authentication',
      'Firestore',
      'Functions',
      'App Check',
      'reCAPTCHA Enterprise',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('say what a Träger sees of its kitchens, who is controller for it, and that a kitchen can leave', () => {
    const { text, headings } = legal('datenschutz');
    const flat = text.replace(/\s+/g, ' ');
    const headingTexts = headings.map((block) => (block.kind === 'heading' ? block.inlines[0]?.text : ''));
    expect(headingTexts).toContain('Küchen eines Trägers');
    // What the overview shows (issue #30): aggregates per kitchen, nothing of recipes, prices or list items.
    for (const seen of [
      'Kosten je Kindergartenportion',
      'Bio-Anteil',
      'DGE-Kriterien',
      'ob die nächste Woche geplant ist',
      'zuletzt ein Speiseplan oder eine Einkaufsliste gespeichert wurde',
    ]) {
      expect(flat).toContain(seen);
    }
    expect(flat).toMatch(
      /Nicht sehen kann der Träger die Inhalte der Rezepte, die Einkaufspreise der Küche und die einzelnen Posten ihrer Einkaufslisten/,
    );
    // The Träger is controller for what it receives; the operator processes it on its behalf.
    expect(flat).toMatch(/ist der Träger Verantwortlicher/);
    expect(flat).toMatch(/in seinem Auftrag als Auftragsverarbeiter \(Art\. 28 DSGVO\)/);
    // Leaving at any time: no new figures, what was seen stays in the Träger's reports.
    expect(flat).toMatch(/jederzeit von ihrem Träger lösen/);
    expect(flat).toContain('erhält der Träger keine neuen Kennzahlen dieser Küche mehr');
    expect(flat).toContain('bleibt in seinen Berichten');
    // The controller section and the recipients point to it.
    expect(flat.match(/siehe „Küchen eines Trägers“|unter „Küchen eines Trägers“/g)).toHaveLength(2);
  });

  it('name every browser storage entry of the web app, and each named one exists in its code', () => {
    const { text } = legal('datenschutz');
    for (const { name, file } of BROWSER_STORAGE) {
      expect({ name, inText: text.includes(name) }).toEqual({ name, inText: true });
      const source = readFileSync(join(WEB_SRC, file), 'utf8');
      expect({ name, file, inCode: new RegExp(`['\`]${escape(name)}`).test(source) }).toEqual({
        name,
        file,
        inCode: true,
      });
    }
  });

  it('know every file of the web app that keeps something in the browser', () => {
    const storing = webSources().filter((file) =>
      STORAGE_ACCESS.test(readFileSync(join(WEB_SRC, file), 'utf8')),
    );
    const documented = new Set(BROWSER_STORAGE.map((entry) => entry.file));
    expect(storing.filter((file) => !documented.has(file))).toEqual([]);
  });

  it('title the terms of use "Nutzungsbedingungen"', () => {
    expect(legal('agbs').meta.title).toBe('Nutzungsbedingungen');
  });

  it('let visitors reach the operator by e-mail and phone from the contact page', () => {
    const { text } = legal('kontakt');
    expect(text).toContain(`<mailto:${OPERATOR.email}>`);
    expect(text).toContain(OPERATOR.phone);
  });
});
