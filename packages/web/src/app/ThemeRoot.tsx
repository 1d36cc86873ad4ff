/**
 * Applies the light or dark theme the store holds, and keeps `data-view-mode` on <html> in step: index.html
 * sets it from the cookie before the first paint, so a dark page never flashes white while the app loads.
 * Prerendered pages are light: while they hydrate the theme stays light, and the cookie's mode follows as a
 * transition, so React waits for page parts still hydrating instead of throwing their HTML away.
 */
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { selectViewMode } from '../features/viewMode/viewModeSlice';
import { useAppSelector } from '../platform/hooks';
import { makeTheme } from '../platform/theme';
import { useHydrated } from '../platform/useHydrated';

export default function ThemeRoot({ children }: { children: ReactNode }) {
  const stored = useAppSelector(selectViewMode);
  const hydrated = useHydrated();
  const [mode, setMode] = useState(hydrated ? stored : 'light');
  useEffect(() => {
    if (mode !== stored) startTransition(() => setMode(stored));
  }, [mode, stored]);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  useEffect(() => {
    // Not while the switch is pending: the attribute already holds the cookie's mode (index.html).
    if (mode === stored) document.documentElement.dataset.viewMode = mode;
  }, [mode, stored]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
