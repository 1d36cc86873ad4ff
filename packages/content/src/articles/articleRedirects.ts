/**
 * Old article slugs and the slug each now lives at. The slugs were renamed to spell Umlaute as ae/oe/ue and
 * to use hyphens only, and "Kinder unter 3 Jahren im Blick" to follow its corrected title (issue #27); old
 * links (bookmarks, printed flyers, search engines) must keep working. The web app's article route
 * replaces an old address with the new one, and firebase.json answers the same pairs with a 301 (a
 * content test keeps both in step).
 */
export const ARTICLE_REDIRECTS: Readonly<Record<string, string>> = {
  allergien_unvertraeglichkeiten: 'allergien-unvertraeglichkeiten',
  'einfuhrung-in-das-neue-online-tool': 'einfuehrung-in-das-neue-online-tool',
  'kinder-unter-3-jahre-in-blick': 'kinder-unter-3-jahren-im-blick',
  klima_und_umweltbewusste_mensa: 'klima-und-umweltbewusste-mensa',
  'nachhaltige-verpflegung-in-kita-und-schule-okologischer-und-ernahrungsphysiologischer-hintergrund':
    'nachhaltige-verpflegung-in-kita-und-schule-oekologischer-und-ernaehrungsphysiologischer-hintergrund',
  'uber-den-planer': 'ueber-den-planer',
};

/** The slug an old article slug now lives at, or undefined when `slug` is not an old one. */
export function renamedArticleSlug(slug: string): string | undefined {
  return Object.hasOwn(ARTICLE_REDIRECTS, slug) ? ARTICLE_REDIRECTS[slug] : undefined;
}
