/**
 * A spinner that appears only after 500 ms (docs/product.md, "Constants and limits"), so quick checks do not
 * flicker.
 */
import { useEffect, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';

export const PROGRESS_DELAY_MS = 500;

interface Props {
  label: string;
}

export default function DelayedProgress({ label }: Props) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible ? <CircularProgress aria-label={label} sx={{ alignSelf: 'center' }} /> : null;
}
