import { parseArticle } from '../../src/articles/parseArticle';
import { articleSource, bodyLine } from './articleSource';

/** Expects the body to be rejected with a message naming the given line and containing `detail`. */
function expectBodyError(body: string[], lineIndex: number, detail: RegExp) {
  const parse = () => parseArticle(articleSource(body));
  expect(parse).toThrow(new RegExp(`^Zeile ${bodyLine(lineIndex)}: `));
  expect(parse).toThrow(detail);
}

describe('parseArticle rejects malformed front matter', () => {
  it('without an opening ---', () => {
    expect(() => parseArticle('slug: x\n---\nText')).toThrow(/^Zeile 1: .*---/);
  });

  it('without a closing ---', () => {
    expect(() => parseArticle('---\nslug: x\ntitle: y')).toThrow(/^Zeile 3: .*nicht mit „---“ geschlossen/);
  });

  it.each([
    [{ weight: 'viel' }, 7, /Gewicht „viel“ ist keine ganze Zahl/],
    [{ weight: '1.5' }, 7, /Gewicht „1.5“ ist keine ganze Zahl/],
    [{ weight: '20000' }, 7, /Feld „weight“ ist ungültig/],
    [{ title: 'Sehr lang '.repeat(20) }, 4, /Feld „title“ ist ungültig/],
    [{ weight: '' }, 7, /Feld „weight“ ist leer/],
    [{ category: 'Rezepte' }, 3, /Kategorie „Rezepte“ ist unbekannt/],
    [{ slug: 'Mit Leerzeichen' }, 2, /Slug „Mit Leerzeichen“ ist ungültig/],
    [{ image: 'bild.svg' }, 6, /Bilddatei „bild.svg“/],
    [{ autor: 'Anna' }, 8, /Unbekanntes Feld „autor“/],
  ])('with %p', (overrides, line, detail) => {
    const parse = () => parseArticle(articleSource(['Text.'], overrides));
    expect(parse).toThrow(new RegExp(`^Zeile ${line}: `));
    expect(parse).toThrow(detail);
  });

  it('with a missing field, naming the closing line', () => {
    const source = '---\nslug: x\ncategory: Planer\ntitle: T\nteaser: A\nimage:\n---\nText.';
    expect(() => parseArticle(source)).toThrow(/^Zeile 7: Im Kopfbereich fehlt das Feld „weight“/);
  });
});

describe('parseArticle rejects malformed bodies', () => {
  it('an empty body', () => {
    expect(() => parseArticle(articleSource(['', '']))).toThrow(/keinen Inhalt/);
  });

  it.each<[string, string[], number, RegExp]>([
    ['unclosed bold', ['Gut', 'und **wichtig.'], 0, /Fettdruck/],
    ['unclosed italic', ['Nur *kursiv.'], 0, /Kursivschrift/],
    ['incomplete link', ['Siehe [Planer](/artikel/speiseplan'], 0, /Link ist unvollständig/],
    [
      'link target without scheme',
      ['Siehe [Planer](artikel/speiseplan).'],
      0,
      /Linkziel „artikel\/speiseplan“/,
    ],
    [
      'unknown placeholder',
      ['Text', '', 'Von {{operator.fax}}.'],
      2,
      /Unbekannter Platzhalter „\{\{operator.fax\}\}“/,
    ],
    ['h1 heading', ['Text', '# Titel'], 1, /Ebene 1/],
    ['heading without space', ['##Titel'], 0, /Leerzeichen/],
    ['unknown embed', ['Text', '::bild{src="a-800x450.svg"}'], 1, /Unbekannte Einbettung „::bild“/],
    ['image without size', ['::image{src="kochtopf.svg" alt="Topf"}'], 0, /Größe/],
    ['image without alt', ['::image{src="a-topf-800x450.svg"}'], 0, /Attribut „alt“/],
    [
      'a broken embed',
      ['::video{id="abc title="x"}'],
      0,
      /Einbettung „::video\{id="abc title="x"\}“ ist fehlerhaft/,
    ],
    ['unknown attribute', ['::workshops{type="klima"}'], 0, /Unbekanntes Attribut „type“/],
    ['unknown workshop type', ['::workshops{typ="backen"}'], 0, /Workshop-Typ „backen“/],
    ['unknown thema category', ['::thema{kategorie="Rezepte"}'], 0, /Kategorie „Rezepte“/],
    [
      'unclosed column group',
      ['Text', '::::spalten', ':::spalte{breite="50"}', 'A', ':::'],
      1,
      /„::::spalten“ wird nicht mit „::::“ geschlossen/,
    ],
    ['column outside a group', [':::spalte{breite="50"}'], 0, /außerhalb/],
    [
      'content between columns',
      ['::::spalten', 'Lose.', ':::spalte{breite="50"}', 'A', ':::', '::::'],
      1,
      /muss in einer/,
    ],
    [
      'nested column groups',
      ['::::spalten', ':::spalte{breite="50"}', '::::spalten', ':::spalte{breite="50"}', 'A', ':::', '::::'],
      2,
      /verschachtelt/,
    ],
    [
      'a column group opened with three colons',
      [':::spalten', ':::spalte{breite="50"}', 'A', ':::', ':::'],
      0,
      /beginnt mit „::::spalten“ und endet mit „::::“/,
    ],
    [
      'invalid column width',
      ['::::spalten', ':::spalte{breite="breit"}', 'A', ':::', '::::'],
      1,
      /ganze Zahl/,
    ],
    [
      'columns wider than 100 %',
      ['::::spalten', ':::spalte{breite="60"}', 'A', ':::', ':::spalte{breite="50"}', 'B', ':::', '::::'],
      0,
      /110 %/,
    ],
    ['a stray closing :::', ['Text', ':::'], 1, /schließt nichts/],
    ['an underlined heading of level 1', ['Titel', '====='], 0, /Ebene 1/],
    ['a thematic break', ['Text', '', '***'], 2, /Trennlinien/],
    ['inline code', ['Mit `code` darin.'], 0, /Code/],
    ['a Markdown image', ['![Topf](a-topf-800x450.svg)'], 0, /::image/],
    ['a list inside a list item', ['- eins', '  - zwei'], 0, /genau einen Absatz/],
    ['a link inside bold text', ['**[Planer](/artikel/speiseplan)**'], 0, /nur Text/],
    ['operator block of an unknown kind', [':::betreiber{art="verein"}', 'A', ':::'], 0, /art="privat"/],
    ['unclosed operator block', ['Text', ':::betreiber{art="bund"}', 'A'], 1, /nicht mit „:::“ geschlossen/],
    ['empty operator block', [':::betreiber{art="land"}', ':::'], 0, /leer/],
    [
      'nested operator blocks',
      [':::betreiber{art="land"}', ':::betreiber{art="bund"}', 'B', ':::', ':::'],
      1,
      /nicht verschachtelt/,
    ],
    [
      'operator block in a column',
      ['::::spalten', ':::spalte{breite="50"}', ':::betreiber{art="privat"}', 'A', ':::', ':::', '::::'],
      2,
      /nicht in Spalten/,
    ],
  ])('%s', (_name, body, lineIndex, detail) => {
    expectBodyError(body, lineIndex, detail);
  });
});
