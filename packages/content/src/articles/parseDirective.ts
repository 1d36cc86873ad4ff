import { ARTICLE_CATEGORY_IDS, WORKSHOP_TYPE_IDS } from '@speiseplaner/shared';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { ArticleParseError, type Block } from './articleTypes';

/** Image names carry their pixel size: `kochtopf-800x450.svg`. */
const IMAGE_SIZE = /-(\d+)x(\d+)\.(svg|png|jpg|jpeg|webp)$/;

/**
 * A directive's attributes, refusing a label (`::image[…]`) and any attribute not in `allowed`; `required`
 * ones must hold more than spaces.
 */
export function onlyAttributes(
  node: LeafDirective | ContainerDirective,
  allowed: readonly string[],
  line: number,
  required: readonly string[] = [],
): Record<string, string> {
  const prefix = node.type === 'leafDirective' ? '::' : ':::';
  if (node.type === 'leafDirective' && node.children.length > 0)
    throw new ArticleParseError(line, `${prefix}${node.name} hat keinen Text in […].`);
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(node.attributes ?? {})) {
    if (!allowed.includes(key)) {
      throw new ArticleParseError(
        line,
        `Unbekanntes Attribut „${key}“ bei ${prefix}${node.name}` +
          (allowed.length > 0 ? `; erlaubt: ${allowed.join(', ')}.` : '; es hat keine Attribute.'),
      );
    }
    attributes[key] = value ?? '';
  }
  for (const key of required) {
    if (!attributes[key]?.trim())
      throw new ArticleParseError(line, `${prefix}${node.name} braucht das Attribut „${key}“.`);
  }
  return attributes;
}

/** Turns one embed line (`::image{…}`, `::video{…}`, `::thema{…}`, `::workshops{…}`) into a block. */
export function embedBlock(node: LeafDirective, line: number): Block {
  switch (node.name) {
    case 'image': {
      const { src, alt } = onlyAttributes(node, ['src', 'alt'], line, ['src', 'alt']) as Record<
        'src' | 'alt',
        string
      >;
      const size = IMAGE_SIZE.exec(src);
      if (!size) {
        throw new ArticleParseError(
          line,
          `Bildname „${src}“ muss die Größe enthalten, z. B. bild-800x450.svg.`,
        );
      }
      return { kind: 'image', src, alt, width: Number(size[1]), height: Number(size[2]) };
    }
    case 'video': {
      const { id, title } = onlyAttributes(node, ['id', 'title'], line, ['id', 'title']) as Record<
        'id' | 'title',
        string
      >;
      return { kind: 'video', id, title };
    }
    case 'thema': {
      const category = onlyAttributes(node, ['kategorie'], line, ['kategorie']).kategorie!;
      if (!(ARTICLE_CATEGORY_IDS as readonly string[]).includes(category)) {
        throw new ArticleParseError(
          line,
          `Kategorie „${category}“ ist unbekannt; erlaubt: ${ARTICLE_CATEGORY_IDS.join(', ')}.`,
        );
      }
      return { kind: 'thema', category };
    }
    case 'workshops': {
      const type = onlyAttributes(node, ['typ'], line).typ;
      if (type === undefined) return { kind: 'workshops' };
      if (!(WORKSHOP_TYPE_IDS as readonly string[]).includes(type)) {
        throw new ArticleParseError(line, `Workshop-Typ „${type}“ ist unbekannt.`);
      }
      return { kind: 'workshops', type };
    }
    default:
      throw new ArticleParseError(
        line,
        `Unbekannte Einbettung „::${node.name}“; erlaubt: image, video, thema, workshops.`,
      );
  }
}

/** A column's `breite`: a whole number from 1 to 100 (percent of the row). */
export function columnWidth(node: ContainerDirective, line: number): number {
  const width = onlyAttributes(node, ['breite'], line).breite;
  if (!/^\d+$/.test(width ?? '') || Number(width) < 1 || Number(width) > 100) {
    throw new ArticleParseError(line, 'Die Spaltenbreite „breite“ muss eine ganze Zahl von 1 bis 100 sein.');
  }
  return Number(width);
}
