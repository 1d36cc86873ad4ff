import { ARTICLE_CATEGORY_IDS, WORKSHOP_TYPE_IDS } from '@speiseplaner/shared';
import { ArticleParseError, type Block } from './articleTypes';

const DIRECTIVE = /^::([a-z]+)(?:\{(.*)\})?$/;
const ATTRIBUTE = /\s*([a-z]+)="([^"]*)"\s*/y;
/** Image names carry their pixel size: `kochtopf-800x450.svg`. */
const IMAGE_SIZE = /-(\d+)x(\d+)\.(svg|png|jpg|jpeg|webp)$/;

/** True for a line that is meant as an embed (`::name…`), so typos in embeds don't become paragraphs. */
export function isDirectiveLine(text: string): boolean {
  return text.startsWith('::') && !text.startsWith(':::');
}

/** Parses `key="value" key2="value"`; unquoted values, duplicates and stray text are errors. */
export function parseAttributes(source: string, line: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  let position = 0;
  while (position < source.length) {
    ATTRIBUTE.lastIndex = position;
    const match = ATTRIBUTE.exec(source);
    if (!match) {
      throw new ArticleParseError(
        line,
        `Attribute sind fehlerhaft bei „${source.slice(position).trim()}“: erwartet wird name="Wert".`,
      );
    }
    const name = match[1]!;
    if (name in attributes) throw new ArticleParseError(line, `Attribut „${name}“ steht doppelt.`);
    attributes[name] = match[2]!;
    position = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

/** Turns one embed line (`::image{…}`, `::video{…}`, `::thema{…}`, `::workshops{…}`) into a block. */
export function parseDirective(text: string, line: number): Block {
  const match = DIRECTIVE.exec(text);
  if (!match)
    throw new ArticleParseError(line, `Einbettung „${text}“ ist fehlerhaft: erwartet wird ::name{…}.`);
  const name = match[1]!;
  const attributes = parseAttributes(match[2] ?? '', line);
  const take = (allowed: string[], required: string[]) => {
    for (const key of Object.keys(attributes)) {
      if (!allowed.includes(key)) {
        throw new ArticleParseError(
          line,
          `Unbekanntes Attribut „${key}“ bei ::${name}; erlaubt: ${allowed.join(', ')}.`,
        );
      }
    }
    for (const key of required) {
      if (!attributes[key]?.trim())
        throw new ArticleParseError(line, `::${name} braucht das Attribut „${key}“.`);
    }
  };

  switch (name) {
    case 'image': {
      take(['src', 'alt'], ['src', 'alt']);
      const src = attributes.src!;
      const size = IMAGE_SIZE.exec(src);
      if (!size) {
        throw new ArticleParseError(
          line,
          `Bildname „${src}“ muss die Größe enthalten, z. B. bild-800x450.svg.`,
        );
      }
      return { kind: 'image', src, alt: attributes.alt!, width: Number(size[1]), height: Number(size[2]) };
    }
    case 'video':
      take(['id', 'title'], ['id', 'title']);
      return { kind: 'video', id: attributes.id!, title: attributes.title! };
    case 'thema': {
      take(['kategorie'], ['kategorie']);
      const category = attributes.kategorie!;
      if (!(ARTICLE_CATEGORY_IDS as readonly string[]).includes(category)) {
        throw new ArticleParseError(
          line,
          `Kategorie „${category}“ ist unbekannt; erlaubt: ${ARTICLE_CATEGORY_IDS.join(', ')}.`,
        );
      }
      return { kind: 'thema', category };
    }
    case 'workshops': {
      take(['typ'], []);
      const type = attributes.typ;
      if (type === undefined) return { kind: 'workshops' };
      if (!(WORKSHOP_TYPE_IDS as readonly string[]).includes(type)) {
        throw new ArticleParseError(line, `Workshop-Typ „${type}“ ist unbekannt.`);
      }
      return { kind: 'workshops', type };
    }
    default:
      throw new ArticleParseError(
        line,
        `Unbekannte Einbettung „::${name}“; erlaubt: image, video, thema, workshops.`,
      );
  }
}
