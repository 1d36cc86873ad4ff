/** Text only screen readers get: it takes no room and is not seen (the usual clip pattern). */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
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
