/**
 * Applies the light or dark theme the store holds, and keeps `data-view-mode` on <html> in step: index.html
 * sets it from the cookie before the first paint. The styles read the colours from CSS variables that the
 * attribute switches (platform/theme.ts), so a prerendered page is dark from its first paint, no light
 * flash. `theme.palette` (colours used in JavaScript) is light while a prerendered page hydrates, as the
 * prerender was; the cookie's mode follows as a transition, so React waits for page parts still hydrating
 * instead of throwing their HTML away (docs/architecture.md, "View mode and print palette").
 */
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { selectViewMode } from '../features/viewMode/viewModeSlice';
import { useAppSelector } from '../platform/hooks';
import { colorSchemeStyleSheets, makeTheme } from '../platform/theme';
import { useHydrated } from '../platform/useHydrated';

/** The same in both modes: built once. */
const SCHEME_SHEETS = colorSchemeStyleSheets();

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
    // MUI neither stores nor sets the mode (the store and the attribute above do) and its sheets are ours:
    // `noSsr` keeps its mode state fixed, so no context changes while a prerendered page hydrates.
    <ThemeProvider
      theme={theme}
      defaultMode="light"
      noSsr
      storageManager={null}
      colorSchemeNode={null}
      disableStyleSheetGeneration
    >
      <GlobalStyles styles={SCHEME_SHEETS} />
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
