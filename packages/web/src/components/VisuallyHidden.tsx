/** Text only screen readers get: it takes no room and is not seen (the usual clip pattern). */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export const VISUALLY_HIDDEN = {
  position: 'absolute',
  // In strings: the sx shorthand reads a bare 1 as 100 %, which let a long hidden text reach past the
  // page's right edge (the reflow browser test found it at 320 px).
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={VISUALLY_HIDDEN}>
      {children}
    </Box>
  );
}
