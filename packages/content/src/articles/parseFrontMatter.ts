import {
  ARTICLE_CATEGORY_IDS,
  MAX_ARTICLE_IMAGE_LENGTH,
  MAX_ARTICLE_TEASER_LENGTH,
  MAX_ARTICLE_WEIGHT,
  MAX_NAME_LENGTH,
} from '@speiseplaner/shared';
import { ArticleParseError, type ArticleMeta } from './articleTypes';

const KEYS = ['slug', 'category', 'title', 'teaser', 'image', 'weight'] as const;
type Key = (typeof KEYS)[number];
/** Article slugs: lower case letters, digits and single hyphens (docs/product.md, "Articles"). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE_FILE = /^[a-z0-9-]+-\d+x\d+\.(svg|png|jpg|jpeg|webp)$/;

/**
 * Reads the front matter: the source starts with a `---` line, then one `key: value` per line (values
 * unquoted), then a closing `---`. Returns the meta and the index of the first body line.
 */
export function parseFrontMatter(lines: readonly string[]): { meta: ArticleMeta; bodyStart: number } {
  if (lines[0]?.trim() !== '---') {
    throw new ArticleParseError(
      1,
      'Der Artikel muss mit einem Kopfbereich beginnen, der mit „---“ eröffnet wird.',
    );
  }
  const values: Partial<Record<Key, { value: string; line: number }>> = {};
  let index = 1;
  for (; index < lines.length; index += 1) {
    const raw = lines[index]!;
    const lineNo = index + 1;
    if (raw.trim() === '---') break;
    if (raw.trim() === '') continue;
    const colon = raw.indexOf(':');
    if (colon < 0)
      throw new ArticleParseError(lineNo, `Im Kopfbereich fehlt der Doppelpunkt: „${raw.trim()}“.`);
    const key = raw.slice(0, colon).trim();
    if (!(KEYS as readonly string[]).includes(key)) {
      throw new ArticleParseError(lineNo, `Unbekanntes Feld „${key}“ im Kopfbereich.`);
    }
    if (values[key as Key])
      throw new ArticleParseError(lineNo, `Feld „${key}“ steht doppelt im Kopfbereich.`);
    values[key as Key] = { value: raw.slice(colon + 1).trim(), line: lineNo };
  }
  if (index >= lines.length) {
    throw new ArticleParseError(lines.length, 'Der Kopfbereich wird nicht mit „---“ geschlossen.');
  }
  const closingLine = index + 1;
  const field = (key: Key, allowEmpty = false): { value: string; line: number } => {
    const entry = values[key];
    if (!entry) throw new ArticleParseError(closingLine, `Im Kopfbereich fehlt das Feld „${key}“.`);
    if (!allowEmpty && entry.value === '') throw new ArticleParseError(entry.line, `Feld „${key}“ ist leer.`);
    return entry;
  };

  const slug = field('slug');
  if (!SLUG.test(slug.value)) {
    throw new ArticleParseError(slug.line, `Slug „${slug.value}“ ist ungültig (erlaubt: a–z, 0–9, - und _).`);
  }
  const category = field('category');
  if (!(ARTICLE_CATEGORY_IDS as readonly string[]).includes(category.value)) {
    throw new ArticleParseError(
      category.line,
      `Kategorie „${category.value}“ ist unbekannt; erlaubt: ${ARTICLE_CATEGORY_IDS.join(', ')}.`,
    );
  }
  const image = field('image', true);
  if (image.value !== '' && !IMAGE_FILE.test(image.value)) {
    throw new ArticleParseError(
      image.line,
      `Bilddatei „${image.value}“ muss auf -BREITExHÖHE.svg (o. ä.) enden.`,
    );
  }
  const weight = field('weight');
  const weightNumber = Number(weight.value);
  if (!/^-?\d+$/.test(weight.value)) {
    throw new ArticleParseError(weight.line, `Gewicht „${weight.value}“ ist keine ganze Zahl.`);
  }

  // The bounds of ArticleMetaSchema (the contract; the content tests check every article against it),
  // written out here so that the article page does not load the schema library (about 26 kB gzip).
  const title = field('title');
  const teaser = field('teaser');
  const bounds: [Key, { value: string; line: number }, boolean, string][] = [
    ['slug', slug, slug.value.length <= MAX_NAME_LENGTH, `höchstens ${MAX_NAME_LENGTH} Zeichen`],
    ['title', title, title.value.length <= MAX_NAME_LENGTH, `höchstens ${MAX_NAME_LENGTH} Zeichen`],
    [
      'teaser',
      teaser,
      teaser.value.length <= MAX_ARTICLE_TEASER_LENGTH,
      `höchstens ${MAX_ARTICLE_TEASER_LENGTH} Zeichen`,
    ],
    [
      'image',
      image,
      image.value.length <= MAX_ARTICLE_IMAGE_LENGTH,
      `höchstens ${MAX_ARTICLE_IMAGE_LENGTH} Zeichen`,
    ],
    [
      'weight',
      weight,
      Math.abs(weightNumber) <= MAX_ARTICLE_WEIGHT,
      `zwischen -${MAX_ARTICLE_WEIGHT} und ${MAX_ARTICLE_WEIGHT}`,
    ],
  ];
  for (const [key, entry, ok, rule] of bounds) {
    if (!ok) throw new ArticleParseError(entry.line, `Feld „${key}“ ist ungültig: erlaubt sind ${rule}.`);
  }
  const meta: ArticleMeta = {
    slug: slug.value,
    category: category.value as ArticleMeta['category'],
    title: title.value,
    teaser: teaser.value,
    image: image.value,
    weight: weightNumber,
  };
  return { meta, bodyStart: index + 1 };
}
