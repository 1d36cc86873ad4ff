/** Initials for the avatar: at most three (docs/product.md, "Dialogs and account corner"). */

/** Up to three upper-case initials of the words of a name ("Kita Sonnenschein" → "KS"); '' for no name. */
export function avatarInitials(name: string | null | undefined, max = 3): string {
  const words = String(name ?? '')
    .split(/[\s\-_.]+/)
    .map((w) => w.match(/\p{L}|\p{N}/u)?.[0] ?? '')
    .filter(Boolean);
  return words.slice(0, max).join('').toLocaleUpperCase('de-DE');
}
