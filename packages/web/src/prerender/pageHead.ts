/**
 * The <head> tags of a prerendered page: title, description, canonical address and the Open Graph tags
 * link previews read. Pure, so the tags are unit-tested (pageHead.test.ts).
 */
import { SITE_NAME } from '../components/PageTitle';

export interface PageMeta {
  /** Path of the page, e.g. '/artikel/speiseplan' ('/' for the home page). */
  path: string;
  /** The whole title as the browser tab shows it. */
  title: string;
  description: string;
  /** Open Graph type: 'article' for articles, else 'website'. */
  type: 'website' | 'article';
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The page's absolute address on the site's origin (no trailing slash except for the home page). */
export function pageUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** The tags, one per line, for the template's <head> (they replace its own title and description). */
export function pageHead(origin: string, page: PageMeta): string {
  const url = pageUrl(origin, page.path);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:locale" content="de_DE" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
  ].join('\n    ');
}
