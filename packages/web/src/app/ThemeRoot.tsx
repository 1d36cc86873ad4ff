/**
 * Applies the light or dark theme the store holds, and keeps `data-view-mode` on <html> in step: index.html
 * sets it from the cookie before the first paint, so a dark page never flashes white while the app loads.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { selectViewMode } from '../features/viewMode/viewModeSlice';
import { useAppSelector } from './hooks';
import { makeTheme } from './theme';

export default function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectViewMode);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  useEffect(() => {
    document.documentElement.dataset.viewMode = mode;
  }, [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
