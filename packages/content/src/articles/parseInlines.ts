import { ArticleParseError, type Inline } from './articleTypes';

/** Link targets an article may use: site paths, web pages, e-mail and phone. */
const ALLOWED_HREF = /^(\/|https?:\/\/|mailto:|tel:)/;
const LINK = /^\[([^\]\n]+)\]\(([^)\s]+)\)/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
/** Opens a screen label: `:ui[Speichern]`, a path `:ui[Konto-Menü → Mein Konto]`. */
const UI_OPEN = ':ui[';
const UI_PATH_SEPARATOR = '→';

/**
 * Splits one paragraph's text into inlines: `**strong**`, `*em*`, `[text](href)`, screen labels
 * `:ui[Label]` (steps of a path separated by „→“) and plain text.
 * A backslash escapes the next character. Placeholders `{{operator.name}}` are replaced by their value
 * after splitting, so a value holding brackets or asterisks stays plain text.
 */
export function parseInlines(
  source: string,
  line: number,
  placeholders: Readonly<Record<string, string>>,
): Inline[] {
  const inlines: Inline[] = [];
  let text = '';
  const fill = (value: string) => substitutePlaceholders(value, line, placeholders);
  const flushText = () => {
    if (text !== '') inlines.push({ kind: 'text', text: fill(text) });
    text = '';
  };

  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\\' && i + 1 < source.length) {
      text += source[i + 1];
      i += 2;
    } else if (source.startsWith(UI_OPEN, i)) {
      const start = i + UI_OPEN.length;
      const end = source.indexOf(']', start);
      if (end < 0) throw new ArticleParseError(line, 'Bezeichnung „:ui[“ wird nicht mit „]“ geschlossen.');
      flushText();
      const text = fill(source.slice(start, end));
      inlines.push({ kind: 'ui', text, parts: uiParts(text, line) });
      i = end + 1;
    } else if (source.startsWith('**', i)) {
      const end = source.indexOf('**', i + 2);
      if (end < 0) throw new ArticleParseError(line, 'Fettdruck „**“ wird nicht geschlossen.');
      flushText();
      inlines.push({ kind: 'strong', text: fill(requireContent(source.slice(i + 2, end), line, '**')) });
      i = end + 2;
    } else if (char === '*') {
      const end = source.indexOf('*', i + 1);
      if (end < 0) throw new ArticleParseError(line, 'Kursivschrift „*“ wird nicht geschlossen.');
      flushText();
      inlines.push({ kind: 'em', text: fill(requireContent(source.slice(i + 1, end), line, '*')) });
      i = end + 1;
    } else if (char === '[') {
      const match = LINK.exec(source.slice(i));
      if (!match) {
        if (/^\[[^\]]*\]\(/.test(source.slice(i))) {
          throw new ArticleParseError(line, 'Link ist unvollständig: erwartet wird [Text](Ziel).');
        }
        text += char;
        i += 1;
        continue;
      }
      const href = fill(match[2]!);
      if (!ALLOWED_HREF.test(href)) {
        throw new ArticleParseError(
          line,
          `Linkziel „${href}“ ist ungültig: erlaubt sind /pfad, https://, mailto: und tel:.`,
        );
      }
      flushText();
      inlines.push({ kind: 'link', href, text: fill(match[1]!.trim()) });
      i += match[0].length;
    } else {
      text += char;
      i += 1;
    }
  }
  flushText();
  return inlines;
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

/** The steps of a screen label; an empty step (`:ui[]`, `:ui[Menü → ]`) is an error. */
function uiParts(content: string, line: number): string[] {
  const parts = content.split(UI_PATH_SEPARATOR).map((part) => part.trim());
  if (parts.some((part) => part === '')) {
    throw new ArticleParseError(
      line,
      `Bezeichnung „:ui[${content}]“ ist leer oder hat einen leeren Schritt vor oder nach „→“.`,
    );
  }
  return parts;
}

function requireContent(content: string, line: number, marker: string): string {
  if (content.trim() === '') throw new ArticleParseError(line, `Leere Hervorhebung „${marker}${marker}“.`);
  return content;
}
