import type { Nodes, PhrasingContent } from 'mdast';
import type { TextDirective } from 'mdast-util-directive';
import { ArticleParseError, type Inline } from './articleTypes';

/** Link targets an article may use: site paths, web pages, e-mail and phone. */
const ALLOWED_HREF = /^(\/|https?:\/\/|mailto:|tel:)/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const UI_PATH_SEPARATOR = '→';

/** What turning Markdown nodes into the article tree needs: the body's text and the placeholder values. */
export interface InlineContext {
  /** The article body (everything after the front matter), as the Markdown reader saw it. */
  body: string;
  lines: readonly string[];
  /** Lines of front matter before the body: a body line number plus this is the file's line number. */
  lineOffset: number;
  placeholders: Readonly<Record<string, string>>;
}

/** The file's (1-based) line number of a node. */
export function lineOf(node: Nodes, context: InlineContext): number {
  return (node.position?.start.line ?? 1) + context.lineOffset;
}

/** The Markdown text a node was read from. */
export function sourceOf(node: Nodes, context: InlineContext): string {
  return context.body.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
}

/**
 * One paragraph's (heading's, list item's) Markdown inline nodes as the article's inlines: text,
 * `**strong**`, `*em*`, links and screen labels `:ui[Label]` (steps of a path separated by „→“). Emphasis
 * and link texts are plain text. Placeholders `{{operator.name}}` are replaced in the finished text, so a value holding brackets
 * or asterisks stays plain text. Line breaks inside a paragraph become spaces.
 */
export function phrasingInlines(nodes: readonly PhrasingContent[], context: InlineContext): Inline[] {
  const inlines: Inline[] = [];
  const pushText = (text: string) => {
    const last = inlines[inlines.length - 1];
    if (last?.kind === 'text') last.text += text;
    else inlines.push({ kind: 'text', text });
  };
  for (const node of nodes) {
    const line = lineOf(node, context);
    switch (node.type) {
      case 'text':
        checkLeftoverMarks(node, context);
        pushText(node.value.replace(/[ \t]*\n[ \t]*/g, ' '));
        break;
      case 'break':
        pushText(' ');
        break;
      case 'strong':
      case 'emphasis': {
        const marker = node.type === 'strong' ? '**' : '*';
        const text = plainText(node.children, context, marker === '**' ? 'Fettdruck' : 'Kursivschrift');
        if (text.trim() === '') throw new ArticleParseError(line, `Leere Hervorhebung „${marker}${marker}“.`);
        inlines.push({ kind: node.type === 'strong' ? 'strong' : 'em', text: fill(text, line, context) });
        break;
      }
      case 'link': {
        const href = fill(node.url, line, context);
        if (!ALLOWED_HREF.test(href)) {
          throw new ArticleParseError(
            line,
            `Linkziel „${href}“ ist ungültig: erlaubt sind /pfad, https://, mailto: und tel:.`,
          );
        }
        const text = plainText(node.children, context, 'Ein Linktext').trim();
        if (text === '')
          throw new ArticleParseError(line, 'Der Link hat keinen Text: erwartet wird [Text](Ziel).');
        inlines.push({ kind: 'link', href, text: fill(text, line, context) });
        break;
      }
      case 'textDirective':
        if (node.name === 'ui') inlines.push(uiLabel(node, context));
        // Any other `:word` is text the reader took for a directive („12:30“, „Hinweis:Text“).
        else pushText(sourceOf(node, context));
        break;
      case 'html':
        pushText(node.value);
        break;
      case 'inlineCode':
        throw new ArticleParseError(line, 'Code („`…`“) ist in Artikeln nicht vorgesehen.');
      case 'image':
      case 'imageReference':
        throw new ArticleParseError(
          line,
          'Bilder stehen als eigene Zeile ::image{src="…" alt="…"}, nicht als ![…](…).',
        );
      default:
        throw new ArticleParseError(line, `„${node.type}“ ist in Artikeln nicht vorgesehen.`);
    }
  }
  for (const inline of inlines) {
    if (inline.kind === 'text') inline.text = fill(inline.text, lineOf(nodes[0]!, context), context);
  }
  return inlines.filter((inline) => inline.kind !== 'text' || inline.text !== '');
}

/**
 * Text the Markdown reader left as it stands although it was meant as markup: an unclosed `**` or `*`, a link
 * without its closing parenthesis. An escaped `\*` is what an article writes for a star.
 */
function checkLeftoverMarks(node: Nodes, context: InlineContext) {
  const raw = sourceOf(node, context).replace(/\\./g, '');
  const line = lineOf(node, context);
  if (raw.includes('**')) throw new ArticleParseError(line, 'Fettdruck „**“ wird nicht geschlossen.');
  if (raw.includes('*')) {
    throw new ArticleParseError(
      line,
      'Kursivschrift „*“ wird nicht geschlossen (ein Sternchen als Zeichen schreiben Sie „\\*“).',
    );
  }
  if (/\[[^\]]*\]\(/.test(raw))
    throw new ArticleParseError(line, 'Link ist unvollständig: erwartet wird [Text](Ziel).');
}

/** The text of a strong, em or link: plain text only, the way the page shows it. */
function plainText(nodes: readonly PhrasingContent[], context: InlineContext, what: string): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') {
        checkLeftoverMarks(node, context);
        return node.value.replace(/[ \t]*\n[ \t]*/g, ' ');
      }
      if (node.type === 'break') return ' ';
      throw new ArticleParseError(
        lineOf(node, context),
        `${what} enthält nur Text, keine weitere Auszeichnung.`,
      );
    })
    .join('');
}

/** `:ui[Konto-Menü → Mein Konto]`: the label as written and its steps; an empty step is an error. */
function uiLabel(node: TextDirective, context: InlineContext): Inline {
  const line = lineOf(node, context);
  const written = sourceOf(node, context);
  if (!written.startsWith(':ui[')) {
    throw new ArticleParseError(
      line,
      written === ':ui'
        ? 'Bezeichnung „:ui[“ wird nicht mit „]“ geschlossen.'
        : `Bezeichnung „${written}“ ist fehlerhaft: erwartet wird :ui[Text].`,
    );
  }
  if (node.attributes && Object.keys(node.attributes).length > 0)
    throw new ArticleParseError(line, `Bezeichnung „${written}“ hat keine Attribute.`);
  const text = fill(plainText(node.children, context, 'Eine Bezeichnung „:ui[…]“'), line, context);
  const parts = text.split(UI_PATH_SEPARATOR).map((part) => part.trim());
  if (parts.some((part) => part === '')) {
    throw new ArticleParseError(
      line,
      `Bezeichnung „:ui[${text}]“ ist leer oder hat einen leeren Schritt vor oder nach „→“.`,
    );
  }
  return { kind: 'ui', text, parts };
}

function fill(value: string, line: number, context: InlineContext): string {
  return substitutePlaceholders(value, line, context.placeholders);
}

/** Replaces `{{key}}` by its value; an unknown key is an error so typos never reach the page. */
export function substitutePlaceholders(
  value: string,
  line: number,
  placeholders: Readonly<Record<string, string>>,
): string {
  const replaced = value.replace(PLACEHOLDER, (_whole, key: string) => {
    const replacement = placeholders[key];
    if (replacement === undefined) {
      throw new ArticleParseError(line, `Unbekannter Platzhalter „{{${key}}}“.`);
    }
    return replacement;
  });
  if (replaced.includes('{{')) {
    throw new ArticleParseError(line, 'Platzhalter „{{“ wird nicht mit „}}“ geschlossen.');
  }
  return replaced;
}
