/** Builds an article source with valid front matter around the given body lines (test helper). */
export function articleSource(body: string[], frontMatter: Record<string, string> = {}): string {
  const meta: Record<string, string> = {
    slug: 'testartikel',
    category: 'Küchenmanagement',
    title: 'Testartikel',
    teaser: 'Ein kurzer Anreißer.',
    image: 'a-kochtopf-800x450.svg',
    weight: '40',
    ...frontMatter,
  };
  const head = Object.entries(meta).map(([key, value]) => `${key}: ${value}`);
  return ['---', ...head, '---', ...body].join('\n');
}

/** Line number of body line `index` (0-based) in a source built by articleSource with default front matter. */
export const bodyLine = (index: number) => 9 + index;
