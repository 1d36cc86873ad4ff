import type { Block } from '../../src/articles/articleTypes';
import { parseArticle } from '../../src/articles/parseArticle';
import { EXAMPLE_OPERATOR as OPERATOR } from '../../src/site/operator';
import { readArticleFiles } from '../../scripts/articleFiles';

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

const legal = (slug: string) => {
  const file = readArticleFiles().find((entry) => entry.fileSlug === slug);
  if (!file) throw new Error(`articles/${slug}.md fehlt`);
  const { meta, blocks } = parseArticle(file.source);
  return {
    meta,
    blocks,
    text: visibleText(blocks),
    headings: blocks.filter((block) => block.kind === 'heading'),
  };
};

describe('legal pages', () => {
  it('show the operator details from site/operator.ts in the Impressum', () => {
    const { text } = legal('impressum');
    for (const field of ['name', 'address', 'email', 'phone', 'register', 'vatId', 'responsible'] as const) {
      expect(text).toContain(OPERATOR[field]);
    }
    expect(text).toContain(`<mailto:${OPERATOR.email}>`);
  });

  it('name the controller, the processor region and the cookies in the privacy policy', () => {
    const { text, headings } = legal('datenschutz');
    const headingTexts = headings.map((block) => (block.kind === 'heading' ? block.inlines[0]?.text : ''));
    expect(headingTexts).toEqual(
      expect.arrayContaining([
        'Verantwortlicher',
        'Cookies und lokaler Speicher',
        'Ihre Rechte',
        'Speicherdauer',
      ]),
    );
    expect(text).toContain(OPERATOR.name);
    expect(text).toContain(OPERATOR.privacyContact);
    expect(text).toContain('europe-west3');
    expect(text).toContain('view-mode');
    expect(text).toMatch(/Art\. 6 Abs\. 1 lit\. a DSGVO/);
    expect(text).toMatch(/Art\. 77/);
  });

  it('describe in the privacy text what the app does: no tag manager, videos after consent, storage by name', () => {
    const { text } = legal('datenschutz');
    // The app has no tag manager and no audience measurement (packages/web has no analytics).
    expect(text).not.toMatch(/Tag-Manager|Tag Manager|Google Analytics/);
    expect(text).toContain('Wir setzen keine Analyse- oder Werbedienste ein');
    expect(text).toContain('youtube-nocookie.com');
    expect(text).toContain('Cookie-Einstellungen');
    for (const name of ['Hosting', 'Authentication', 'Firestore', 'Functions', 'App Check']) {
      expect(text).toContain(name);
    }
    // Every cookie and storage entry of the web app, by the name it has there.
    for (const key of [
      'view-mode',
      'speiseplaner-consent',
      'speiseplaner-session',
      'speiseplaner.auth.emailHint',
      'speiseplaner.auth.pendingCredential',
    ]) {
      expect(text).toContain(key);
    }
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
