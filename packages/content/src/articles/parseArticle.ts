/**
 * Parses one article file into its front matter and the block tree the web app renders. Runs at build
 * time only (the web build's article plugin, tests, scripts): the browser gets the finished tree, never
 * this parser (docs/architecture.md, "Articles at build time"). Not exported from the package index for that
 * reason; import it as `@speiseplaner/content/src/articles/parseArticle`.
 */
import type { BlockContent, DefinitionContent, Nodes, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { isOperatorKind, OPERATOR_PLACEHOLDERS } from '../site/operator';
import { ArticleParseError, type ArticleModule, type Block, type ParsedArticle } from './articleTypes';
import { columnWidth, embedBlock, onlyAttributes } from './parseDirective';
import { parseFrontMatter } from './parseFrontMatter';
import { type InlineContext, lineOf, phrasingInlines, sourceOf } from './parseInlines';

export type { ArticleModule, ParsedArticle } from './articleTypes';

/** Where a block stands: the columns and operator blocks around it decide what may follow. */
interface Place {
  inColumn: boolean;
  inOperatorBlock: boolean;
}

const TOP: Place = { inColumn: false, inOperatorBlock: false };

/** German names of the Markdown constructs articles do not use (the page has no look for them). */
const UNSUPPORTED: Partial<Record<Nodes['type'], string>> = {
  code: 'Code-Blöcke',
  html: 'HTML',
  thematicBreak: 'Trennlinien',
  definition: 'Linkverweise',
  table: 'Tabellen',
};

/**
 * Parses one article file (format: docs/domain-shapes.md, "Articles: file format"): the front matter
 * (parseFrontMatter), then CommonMark with generic directives (mdast-util-from-markdown with
 * micromark-extension-directive), turned into the article's own block tree (articleTypes.ts).
 *
 * Body: `##`/`###` headings, paragraphs, lists (one paragraph per item), quotes (one paragraph), inline
 * `**strong**`, `*em*`, `[text](href)`, screen labels `:ui[Speichern]` / `:ui[Konto-Menü → Mein Konto]` and
 * backslash escapes; embeds on their own line: `::image{src alt}`, `::video{id title}`, `::thema{kategorie}`,
 * `::workshops{typ?}`; columns `::::spalten` / `:::spalte{breite="60"}` … `:::` … `::::`; text for one kind
 * of operator `:::betreiber{art="privat"}` … `:::` (OPERATOR_KINDS; the blocks show only when
 * `operator.kind` is that kind, but are checked for every kind).
 *
 * Placeholders `{{operator.name}}` … (OPERATOR_FIELDS) in text and link targets are replaced by the values in
 * src/site/operator.ts (the one place operator details live); pass `placeholders` to use other values.
 * Unknown placeholders are errors.
 *
 * Throws ArticleParseError (message "Zeile N: …", German) on malformed input.
 */
export function parseArticle(
  source: string,
  placeholders: Readonly<Record<string, string>> = OPERATOR_PLACEHOLDERS,
): ParsedArticle {
  const lines = source.split(/\r?\n/);
  const { meta, bodyStart } = parseFrontMatter(lines);
  const body = lines.slice(bodyStart).join('\n');
  const tree = fromMarkdown(body, {
    extensions: [directive()],
    mdastExtensions: [directiveFromMarkdown()],
  });
  const context: InlineContext = { body, lines: body.split('\n'), lineOffset: bodyStart, placeholders };
  const blocks = convertBlocks(tree.children, context, TOP);
  if (blocks.length === 0) throw new ArticleParseError(bodyStart + 1, 'Der Artikel hat keinen Inhalt.');
  return { meta, blocks };
}

/** parseArticle's result as an article module: a malformed file gives its German error, not a throw. */
export function articleModule(
  source: string,
  placeholders: Readonly<Record<string, string>> = OPERATOR_PLACEHOLDERS,
): ArticleModule {
  try {
    return { article: parseArticle(source, placeholders) };
  } catch (error) {
    if (error instanceof ArticleParseError) return { error: error.message };
    throw error;
  }
}

function convertBlocks(nodes: readonly RootContent[], context: InlineContext, place: Place): Block[] {
  return nodes.flatMap((node) => convertBlock(node, context, place));
}

function convertBlock(node: RootContent, context: InlineContext, place: Place): Block[] {
  const line = lineOf(node, context);
  switch (node.type) {
    case 'heading': {
      if (node.depth !== 2 && node.depth !== 3) {
        throw new ArticleParseError(
          line,
          `Überschrift der Ebene ${node.depth} ist nicht erlaubt; nur „##“ und „###“.`,
        );
      }
      return [{ kind: 'heading', level: node.depth, inlines: phrasingInlines(node.children, context) }];
    }
    case 'paragraph':
      checkParagraphLines(sourceOf(node, context), line);
      return [{ kind: 'paragraph', inlines: phrasingInlines(node.children, context) }];
    case 'list': {
      const items = node.children.map((item) => {
        const [only, ...rest] = item.children;
        if (!only || only.type !== 'paragraph' || rest.length > 0) {
          throw new ArticleParseError(
            lineOf(item, context),
            'Ein Listenpunkt enthält genau einen Absatz Text (keine leeren Punkte, keine Listen darin).',
          );
        }
        return phrasingInlines(only.children, context);
      });
      return [{ kind: 'list', ordered: node.ordered === true, items }];
    }
    case 'blockquote': {
      const [only, ...rest] = node.children;
      if (!only || only.type !== 'paragraph' || rest.length > 0)
        throw new ArticleParseError(line, 'Ein Zitat („>“) enthält genau einen Absatz Text.');
      return [{ kind: 'quote', inlines: phrasingInlines(only.children, context) }];
    }
    case 'leafDirective':
      return [embedBlock(node, line)];
    case 'containerDirective':
      return containerBlocks(node, context, place);
    default: {
      const name = UNSUPPORTED[node.type] ?? `„${node.type}“`;
      throw new ArticleParseError(line, `${name} sind in Artikeln nicht vorgesehen.`);
    }
  }
}

/**
 * A paragraph line that looks like a directive or heading is a typo the Markdown reader let through as text
 * (`::image{alt=x}`, a stray `:::`, `##Titel`): named here so it never
 * reaches the page.
 */
function checkParagraphLines(text: string, firstLine: number) {
  text.split('\n').forEach((raw, index) => {
    const written = raw.trim();
    const line = firstLine + index;
    if (/^:{3,}$/.test(written))
      throw new ArticleParseError(line, `„${written}“ schließt nichts: es ist kein Block offen.`);
    if (written.startsWith(':::'))
      throw new ArticleParseError(
        line,
        `Blockanweisung „${written}“ ist fehlerhaft: erwartet wird :::name{…}.`,
      );
    if (written.startsWith('::')) {
      throw new ArticleParseError(
        line,
        `Einbettung „${written}“ ist fehlerhaft: erwartet wird ::name{name="Wert" …} auf eigener Zeile.`,
      );
    }
    if (/^#{1,6}[^#\s]/.test(written))
      throw new ArticleParseError(line, 'Nach „#“ fehlt ein Leerzeichen und der Überschriftstext.');
  });
}

/** `::::spalten`, `:::spalte` and `:::betreiber`: checked and turned into blocks (or dropped, see below). */
function containerBlocks(node: ContainerDirective, context: InlineContext, place: Place): Block[] {
  const line = lineOf(node, context);
  checkPlace(node, context, place, line);
  requireClosed(node, context, line);
  const children = node.children.filter((child) => !isLabel(child));
  if (children.length === 0) {
    const what = node.name === 'betreiber' ? 'Der Betreiber-Block' : `„:::${node.name}“`;
    throw new ArticleParseError(line, `${what} ist leer.`);
  }
  if (node.name === 'spalten') {
    onlyAttributes(node, [], line);
    const columns = children.map((child) => {
      const columnLine = lineOf(child, context);
      if (child.type !== 'containerDirective' || child.name !== 'spalte') {
        throw new ArticleParseError(
          columnLine,
          'Inhalt in „::::spalten“ muss in einer „:::spalte{breite="…"}“ stehen.',
        );
      }
      requireClosed(child, context, columnLine);
      const width = columnWidth(child, columnLine);
      const inner = child.children.filter((block) => !isLabel(block));
      const blocks = convertBlocks(inner, context, { ...place, inColumn: true });
      if (blocks.length === 0) throw new ArticleParseError(columnLine, 'Die Spalte ist leer.');
      return { width, blocks };
    });
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    if (total > 100) {
      throw new ArticleParseError(
        line,
        `Die Spaltenbreiten ergeben zusammen ${total} %, höchstens 100 % sind erlaubt.`,
      );
    }
    return [{ kind: 'columns', columns }];
  }
  // `:::betreiber{art="…"}`: every variant is checked; only the configured operator's kind reaches the page.
  const kind = onlyAttributes(node, ['art'], line).art;
  if (!isOperatorKind(kind)) {
    throw new ArticleParseError(
      line,
      `„:::betreiber“ braucht art="privat", art="bund" oder art="land", nicht „${kind ?? ''}“.`,
    );
  }
  const current = context.placeholders['operator.kind'];
  if (!isOperatorKind(current))
    throw new ArticleParseError(line, 'Für „:::betreiber“ fehlt die Art des Betreibers (operator.kind).');
  const blocks = convertBlocks(children, context, { ...place, inOperatorBlock: true });
  return kind === current ? blocks : [];
}

/** Refuses a container where it may not stand (nested, a column outside its group) or of an unknown name. */
function checkPlace(node: ContainerDirective, context: InlineContext, place: Place, line: number) {
  switch (node.name) {
    case 'spalten':
      if (place.inColumn) throw new ArticleParseError(line, 'Spalten dürfen nicht verschachtelt werden.');
      // The group's fence must be longer than its columns' `:::`, or the first `:::` would close it.
      if (!sourceOf(node, context).startsWith('::::')) {
        throw new ArticleParseError(
          line,
          'Eine Spaltengruppe beginnt mit „::::spalten“ und endet mit „::::“ (vier Doppelpunkte).',
        );
      }
      return;
    case 'spalte':
      throw new ArticleParseError(
        line,
        place.inColumn
          ? 'Spalten dürfen nicht verschachtelt werden.'
          : '„:::spalte“ steht außerhalb von „::::spalten“.',
      );
    case 'betreiber':
      if (place.inOperatorBlock)
        throw new ArticleParseError(line, 'Betreiber-Blöcke dürfen nicht verschachtelt werden.');
      if (place.inColumn) throw new ArticleParseError(line, '„:::betreiber“ darf nicht in Spalten stehen.');
      return;
    default:
      throw new ArticleParseError(
        line,
        `Unbekannte Blockanweisung „:::${node.name}“; erlaubt: ::::spalten, :::spalte, :::betreiber.`,
      );
  }
}

/** A container's `[label]` (`:::spalte[…]`), which articles do not use: it is refused in embedBlock's way. */
function isLabel(node: BlockContent | DefinitionContent): boolean {
  return (
    node.type === 'paragraph' &&
    (node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true
  );
}

/** The Markdown reader closes an open container at the end of the file; an article must close its own. */
function requireClosed(node: ContainerDirective, context: InlineContext, line: number) {
  const endLine = context.lines[(node.position?.end.line ?? 1) - 1] ?? '';
  const fence = /^:+/.exec(sourceOf(node, context))?.[0] ?? ':::';
  const closed =
    new RegExp(`^\\s*${fence}\\s*$`).test(endLine) && node.position?.end.line !== node.position?.start.line;
  if (!closed) {
    throw new ArticleParseError(line, `„${fence}${node.name}“ wird nicht mit „${fence}“ geschlossen.`);
  }
}
