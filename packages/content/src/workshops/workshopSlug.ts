/** German letters folded to ASCII the way the existing article slugs do it (Einführung → einfuhrung). */
const FOLDED_LETTERS: Readonly<Record<string, string>> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

/** A title as slug: lower case, Umlaute folded, every other run of characters becomes one '-'. */
export function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The route slug of a workshop: title slug plus the local (Europe/Berlin) start day `yyyy-MM-dd`. The
 * stored instants carry the Berlin offset, so their first ten characters are that day.
 */
export function workshopSlug(title: string, date: string): string {
  return `${slugifyTitle(title)}-${date.slice(0, 10)}`;
}
