/** Inline text of an article: plain, bold, italic and links (site links through the router). */
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { Inline } from '@speiseplaner/content';

/** True for links within this site ("/artikel/…"), which navigate without a page load. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export default function ArticleInlines({ inlines }: { inlines: readonly Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) => {
        switch (inline.kind) {
          case 'text':
            return <span key={index}>{inline.text}</span>;
          case 'strong':
            return <strong key={index}>{inline.text}</strong>;
          case 'em':
            return <em key={index}>{inline.text}</em>;
          case 'link':
            return isInternalHref(inline.href) ? (
              <Link key={index} component={RouterLink} to={inline.href}>
                {inline.text}
              </Link>
            ) : (
              <Link key={index} href={inline.href} target="_blank" rel="noopener noreferrer">
                {inline.text}
              </Link>
            );
        }
      })}
    </>
  );
}
