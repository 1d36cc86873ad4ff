import { isOperatorKind, OPERATOR_PLACEHOLDERS } from '../site/operator';
import { ArticleParseError, type Block, type Inline, type ParsedArticle } from './articleTypes';
import { isDirectiveLine, parseAttributes, parseDirective } from './parseDirective';
import { parseFrontMatter } from './parseFrontMatter';
import { parseInlines } from './parseInlines';

export type { ArticleMeta, Block, Inline, ParsedArticle } from './articleTypes';
export { ArticleParseError } from './articleTypes';

type Pending =
  | { kind: 'paragraph'; line: number; parts: string[] }
  | { kind: 'quote'; line: number; parts: string[] }
  | { kind: 'list'; ordered: boolean; items: { line: number; parts: string[] }[] };

interface ColumnGroup {
  line: number;
  columns: { width: number; blocks: Block[] }[];
  open: { width: number; blocks: Block[] } | null;
}

const ORDERED_ITEM = /^\d+\.\s+(.*)$/;
const UNORDERED_ITEM = /^[-*]\s+(.*)$/;
const COLUMN_OPEN = /^:::spalte(?:\{(.*)\})?$/;
const OPERATOR_BLOCK = /^:::betreiber(?:\{(.*)\})?$/;

/** An open `:::betreiber{art="…"}` block: its blocks are kept only for an operator of that kind. */
interface OperatorBlock {
  line: number;
  keep: boolean;
  /** How many top-level blocks there were when it opened. */
  start: number;
}

/**
 * Parses one article file (format: docs/domain-shapes.md, "Articles: file format") into its front matter
 * and a block tree for the web app.
 *
 * Body syntax: `##`/`###` headings, paragraphs (consecutive lines, ended by a blank line), lists (`- ` or
 * `1. `; indented or following lines continue an item), quotes (`> `), inline `**strong**`, `*em*`,
 * `[text](href)`, screen labels `:ui[Speichern]` / `:ui[Konto-Menü → Mein Konto]` and a backslash escape; embeds on their own line: `::image{src alt}`, `::video{id title}`,
 * `::thema{kategorie}`, `::workshops{typ?}`; columns `:::spalten` / `:::spalte{breite="60"}` … `:::` … `:::`;
 * text for one kind of operator `:::betreiber{art="privat"}` … `:::` (OPERATOR_KINDS; the blocks show only
 * when `operator.kind` is that kind, but are checked for every kind).
 *
 * Placeholders: `{{operator.name}}`, `{{operator.address}}`, `{{operator.email}}`, `{{operator.phone}}`,
 * `{{operator.register}}`, `{{operator.vatId}}`, `{{operator.responsible}}`, `{{operator.privacyContact}}`,
 * `{{operator.legalForm}}`, `{{operator.representative}}`, `{{operator.mailProvider}}`,
 * `{{operator.mailProviderSeat}}`, `{{operator.mailServerLocation}}`, `{{operator.kind}}` (OPERATOR_FIELDS) in text and link targets are replaced by the values in src/site/operator.ts (the one place operator
 * details live); pass `placeholders` to use other values. Unknown placeholders are errors.
 *
 * Throws ArticleParseError (message "Zeile N: …", German) on malformed input.
 */
export function parseArticle(
  source: string,
  placeholders: Readonly<Record<string, string>> = OPERATOR_PLACEHOLDERS,
): ParsedArticle {
  const lines = source.split(/\r?\n/);
  const { meta, bodyStart } = parseFrontMatter(lines);
  const root: Block[] = [];
  let group: ColumnGroup | null = null;
  let operatorBlock: OperatorBlock | null = null;
  let pending: Pending | null = null;

  const inlines = (parts: string[], line: number): Inline[] =>
    parseInlines(parts.join(' '), line, placeholders);
  const emit = (block: Block, line: number) => {
    if (!group) return void root.push(block);
    if (!group.open) {
      throw new ArticleParseError(
        line,
        'Inhalt in „:::spalten“ muss in einer „:::spalte{breite="…"}“ stehen.',
      );
    }
    group.open.blocks.push(block);
  };
  const flush = () => {
    if (!pending) return;
    const done = pending;
    pending = null;
    if (done.kind === 'paragraph')
      emit({ kind: 'paragraph', inlines: inlines(done.parts, done.line) }, done.line);
    else if (done.kind === 'quote')
      emit({ kind: 'quote', inlines: inlines(done.parts, done.line) }, done.line);
    else {
      const items = done.items.map((item) => inlines(item.parts, item.line));
      emit({ kind: 'list', ordered: done.ordered, items }, done.items[0]!.line);
    }
  };

  for (let index = bodyStart; index < lines.length; index += 1) {
    const raw = lines[index]!;
    const line = index + 1;
    const text = raw.trim();

    if (text === '') {
      flush();
    } else if (OPERATOR_BLOCK.test(text) || (text === ':::' && operatorBlock && !group)) {
      flush();
      operatorBlock = handleOperatorLine(text, line, operatorBlock, group, root, placeholders);
    } else if (text.startsWith(':::')) {
      flush();
      group = handleColumnLine(text, line, group, root);
    } else if (isDirectiveLine(text)) {
      flush();
      emit(parseDirective(text, line), line);
    } else if (text.startsWith('#')) {
      flush();
      const heading = /^(#{1,6})\s+(.+)$/.exec(text);
      if (!heading)
        throw new ArticleParseError(line, 'Nach „#“ fehlt ein Leerzeichen und der Überschriftstext.');
      const level = heading[1]!.length;
      if (level !== 2 && level !== 3) {
        throw new ArticleParseError(
          line,
          `Überschrift der Ebene ${level} ist nicht erlaubt; nur „##“ und „###“.`,
        );
      }
      emit({ kind: 'heading', level, inlines: inlines([heading[2]!], line) }, line);
    } else if (ORDERED_ITEM.test(text) || UNORDERED_ITEM.test(text)) {
      const ordered = ORDERED_ITEM.test(text);
      const content = (ordered ? ORDERED_ITEM : UNORDERED_ITEM).exec(text)![1]!;
      if (pending?.kind !== 'list' || pending.ordered !== ordered) {
        flush();
        pending = { kind: 'list', ordered, items: [] };
      }
      pending.items.push({ line, parts: [content] });
    } else if (text.startsWith('>')) {
      const content = text.replace(/^>\s?/, '');
      if (pending?.kind !== 'quote') {
        flush();
        pending = { kind: 'quote', line, parts: [] };
      }
      pending.parts.push(content);
    } else if (pending?.kind === 'list') {
      // Indented or directly following text continues the last item (CommonMark's lazy continuation).
      pending.items[pending.items.length - 1]!.parts.push(text);
    } else if (pending) {
      pending.parts.push(text);
    } else {
      pending = { kind: 'paragraph', line, parts: [text] };
    }
  }
  flush();
  if (group) throw new ArticleParseError(group.line, '„:::spalten“ wird nicht mit „:::“ geschlossen.');
  if (operatorBlock)
    throw new ArticleParseError(operatorBlock.line, '„:::betreiber“ wird nicht mit „:::“ geschlossen.');
  if (root.length === 0) throw new ArticleParseError(bodyStart + 1, 'Der Artikel hat keinen Inhalt.');
  return { meta, blocks: root };
}

/**
 * Opens and closes a `:::betreiber{art="…"}` block; returns the block that is open after this line. Closing
 * drops the block's content unless `operator.kind` is its kind.
 */
function handleOperatorLine(
  text: string,
  line: number,
  open: OperatorBlock | null,
  group: ColumnGroup | null,
  root: Block[],
  placeholders: Readonly<Record<string, string>>,
): OperatorBlock | null {
  if (text === ':::') {
    if (open!.start === root.length) throw new ArticleParseError(line, 'Der Betreiber-Block ist leer.');
    if (!open!.keep) root.splice(open!.start);
    return null;
  }
  if (open) throw new ArticleParseError(line, 'Betreiber-Blöcke dürfen nicht verschachtelt werden.');
  if (group) throw new ArticleParseError(line, '„:::betreiber“ darf nicht in Spalten stehen.');
  const attributes = parseAttributes(OPERATOR_BLOCK.exec(text)![1] ?? '', line);
  const unknown = Object.keys(attributes).filter((key) => key !== 'art');
  if (unknown.length > 0)
    throw new ArticleParseError(line, `Unbekanntes Attribut „${unknown[0]}“ bei :::betreiber.`);
  const kind = attributes.art;
  if (!isOperatorKind(kind)) {
    throw new ArticleParseError(
      line,
      `„:::betreiber“ braucht art="privat", art="bund" oder art="land", nicht „${kind ?? ''}“.`,
    );
  }
  const current = placeholders['operator.kind'];
  if (!isOperatorKind(current))
    throw new ArticleParseError(line, 'Für „:::betreiber“ fehlt die Art des Betreibers (operator.kind).');
  return { line, keep: kind === current, start: root.length };
}

/** Opens and closes column groups; returns the group that is open after this line. */
function handleColumnLine(
  text: string,
  line: number,
  group: ColumnGroup | null,
  root: Block[],
): ColumnGroup | null {
  if (text === ':::spalten') {
    if (group) throw new ArticleParseError(line, 'Spalten dürfen nicht verschachtelt werden.');
    return { line, columns: [], open: null };
  }
  const column = COLUMN_OPEN.exec(text);
  if (column) {
    if (!group) throw new ArticleParseError(line, '„:::spalte“ steht außerhalb von „:::spalten“.');
    if (group.open) throw new ArticleParseError(line, 'Die vorige Spalte wurde nicht mit „:::“ geschlossen.');
    const attributes = parseAttributes(column[1] ?? '', line);
    const unknown = Object.keys(attributes).filter((key) => key !== 'breite');
    if (unknown.length > 0)
      throw new ArticleParseError(line, `Unbekanntes Attribut „${unknown[0]}“ bei :::spalte.`);
    const width = Number(attributes.breite);
    if (!/^\d+$/.test(attributes.breite ?? '') || width < 1 || width > 100) {
      throw new ArticleParseError(
        line,
        'Die Spaltenbreite „breite“ muss eine ganze Zahl von 1 bis 100 sein.',
      );
    }
    group.open = { width, blocks: [] };
    return group;
  }
  if (text !== ':::') throw new ArticleParseError(line, `Unbekannte Blockanweisung „${text}“.`);
  if (!group) throw new ArticleParseError(line, '„:::“ schließt nichts: es ist keine Spaltengruppe offen.');
  if (group.open) {
    if (group.open.blocks.length === 0) throw new ArticleParseError(line, 'Die Spalte ist leer.');
    group.columns.push(group.open);
    group.open = null;
    return group;
  }
  if (group.columns.length === 0)
    throw new ArticleParseError(line, 'Die Spaltengruppe enthält keine Spalte.');
  const total = group.columns.reduce((sum, entry) => sum + entry.width, 0);
  if (total > 100)
    throw new ArticleParseError(
      line,
      `Die Spaltenbreiten ergeben zusammen ${total} %, höchstens 100 % sind erlaubt.`,
    );
  root.push({ kind: 'columns', columns: group.columns });
  return null;
}
