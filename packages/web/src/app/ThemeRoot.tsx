/** Applies the light or dark theme the store holds. */
import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { selectViewMode } from '../features/viewMode/viewModeSlice';
import { useAppSelector } from './hooks';
import { makeTheme } from './theme';

export default function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectViewMode);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
