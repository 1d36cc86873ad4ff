/**
 * Wide content (a table) that scrolls sideways inside its own box when the page is narrower, so the page
 * itself never does (WCAG 1.4.10 allows this for two-dimensional content). Focusable and named, so the
 * keyboard can scroll it too (2.1.1); the theme draws the focus ring.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export default function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </Box>
  );
}
