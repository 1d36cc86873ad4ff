/** The app's MUI themes: a calm green brand with a warm orange accent, light and dark. */
import { createTheme, responsiveFontSizes, type PaletteMode, type Theme } from '@mui/material/styles';

export const BRAND_GREEN = '#2f7d4f';
export const BRAND_ORANGE = '#e8843a';

/** Sidebar widths (docs/product.md, "Navigation frame"). */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 57;

/** The theme of a view mode (features/viewMode). */
export function makeTheme(mode: PaletteMode): Theme {
  const dark = mode === 'dark';
  // At least 3:1 against the page and paper backgrounds of both modes (WCAG 1.4.11).
  const focusRing = dark ? '#7cc49a' : BRAND_GREEN;
  // Headings shrink on small screens.
  return responsiveFontSizes(
    createTheme({
      breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
      palette: {
        mode,
        primary: { main: dark ? '#7cc49a' : BRAND_GREEN, contrastText: dark ? '#0f2418' : '#ffffff' },
        secondary: { main: BRAND_ORANGE },
        background: dark
          ? { default: '#121714', paper: '#1a211c' }
          : { default: '#f6f8f5', paper: '#ffffff' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Source Sans 3", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
        h1: { fontSize: '2.2rem', fontWeight: 600 },
        h2: { fontSize: '1.7rem', fontWeight: 600 },
        h3: { fontSize: '1.35rem', fontWeight: 600 },
      },
      components: {
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        // MUI lets a message scroll sideways when a long German word does not fit (a phone); a region
        // the keyboard cannot reach (WCAG 2.1.1). Long words wrap instead.
        MuiAlert: {
          styleOverrides: { message: { overflow: 'visible', minWidth: 0, overflowWrap: 'anywhere' } },
        },
        // Likewise the pagination bar under a table, whose buttons may all be disabled: it wraps instead.
        MuiTablePagination: {
          styleOverrides: { root: { overflow: 'visible' }, toolbar: { flexWrap: 'wrap' } },
        },
        // MUI's grey (action.active, 4.31:1 on the page background) is below 4.5:1 for the label of an
        // unselected toggle button; the secondary text colour is not.
        MuiToggleButton: {
          styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
        },
        MuiCssBaseline: {
          styleOverrides: {
            // A focus ring on whatever the keyboard reaches (WCAG 2.4.7): MUI's own cue is a faint ripple.
            // Text fields keep their 2 px focused border instead; a checkbox's input is invisible, so the
            // control around it (.Mui-focusVisible) carries the ring. Rows of lists and menus draw it inside,
            // where the sidebar's edge cannot cut it off.
            // (ButtonBase sets outline 0, hence the doubled class for the checkbox's control.)
            ':focus-visible:not(.MuiInputBase-input):not([tabindex="-1"]), .MuiButtonBase-root.Mui-focusVisible':
              {
                outline: `2px solid ${focusRing}`,
                outlineOffset: 2,
              },
            ':is(.MuiListItemButton-root, .MuiMenuItem-root):is(:focus-visible, .Mui-focusVisible):not([tabindex="-1"])':
              { outlineOffset: -2 },
            // What the keyboard reaches scrolls into view below the sticky top bar, not under it (2.4.11).
            html: { scrollPaddingTop: 80 },
            // A long German word breaks instead of pushing the page wider than a phone (WCAG 1.4.10).
            body: { overflowWrap: 'break-word' },
            // Printed pages (menus, articles) are black on white, also from the dark view.
            '@media print': { body: { backgroundColor: '#fff', color: '#000' } },
          },
        },
      },
    }),
  );
}
