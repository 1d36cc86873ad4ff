/** Inline text of an article: plain, bold, italic, links (site links through the router) and screen labels. */
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Inline } from '@speiseplaner/content';
import VisuallyHidden from '../../components/VisuallyHidden';

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
          case 'ui':
            return <UiLabel key={index} parts={inline.parts} />;
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

/**
 * A label of the app's screens (`:ui[…]`) in the look of a small key, so a reader finds the button or
 * menu entry by its words. Screen readers get the words only; the arrow of a path is read as „, dann “.
 */
function UiLabel({ parts }: { parts: readonly string[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <span aria-hidden="true"> → </span>
              <VisuallyHidden>, dann </VisuallyHidden>
            </>
          )}
          <Box
            component="strong"
            sx={{
              px: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'action.hover',
              // A label that wraps gets its frame on each line, not one frame broken open.
              boxDecorationBreak: 'clone',
              WebkitBoxDecorationBreak: 'clone',
            }}
          >
            {part}
          </Box>
        </Fragment>
      ))}
    </>
  );
}
