/**
 * The app's MUI themes: a calm green brand with a warm orange accent, light and dark. Both colour schemes
 * live in CSS variables (MUI's CSS theme variables): the styles refer to `var(--mui-palette-…)`, and the
 * attribute `data-view-mode` on <html> picks the scheme, so a prerendered page turns dark before its first
 * paint and paper always gets the light scheme (docs/architecture.md, "View mode and print palette").
 */
import {
  createTheme,
  responsiveFontSizes,
  type CSSObject,
  type PaletteMode,
  type Theme,
} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

export const BRAND_GREEN = '#2f7d4f';
export const BRAND_ORANGE = '#e8843a';

/** Sidebar widths (docs/product.md, "Navigation frame"). */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 57;

/** The attribute on <html> that holds the view mode; index.html sets it from the cookie before first paint. */
export const VIEW_MODE_ATTRIBUTE = 'data-view-mode';

/** The page background of the dark scheme; index.html's inline style repeats it for the empty app shell. */
export const DARK_BACKGROUND = '#121714';

/**
 * The theme of a view mode (features/viewMode). Its CSS holds both schemes; `mode` decides which scheme's
 * values `theme.palette` carries for code that needs a colour in JavaScript (charts, the DGE rows, the view
 * toggle), the styles themselves follow the attribute.
 */
export function makeTheme(mode: PaletteMode): Theme {
  // Headings shrink on small screens.
  return responsiveFontSizes(
    createTheme({
      cssVariables: { colorSchemeSelector: VIEW_MODE_ATTRIBUTE },
      defaultColorScheme: mode,
      breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: BRAND_GREEN, contrastText: '#ffffff' },
            secondary: { main: BRAND_ORANGE },
            // MUI's red (#d32f2f) reaches only 4.4:1 under the hover tint of an outlined error button
            // ("Team verlassen", teams.e2e's axe check); its darker red[800] keeps ≥ 4.97:1 there.
            error: { main: '#c62828' },
            background: { default: '#f6f8f5', paper: '#ffffff' },
          },
        },
        dark: {
          palette: {
            primary: { main: '#7cc49a', contrastText: '#0f2418' },
            secondary: { main: BRAND_ORANGE },
            background: { default: DARK_BACKGROUND, paper: '#1a211c' },
          },
        },
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
          styleOverrides: { root: ({ theme }) => ({ color: theme.vars.palette.text.secondary }) },
        },
        MuiCssBaseline: {
          styleOverrides: {
            // A focus ring on whatever the keyboard reaches (WCAG 2.4.7): MUI's own cue is a faint ripple.
            // Text fields keep their 2 px focused border instead; a checkbox's input is invisible, so the
            // control around it (.Mui-focusVisible) carries the ring. Rows of lists and menus draw it inside,
            // where the sidebar's edge cannot cut it off.
            // (ButtonBase sets outline 0, hence the doubled class for the checkbox's control.)
            // The ring is the primary colour: at least 3:1 against page and paper in both schemes (1.4.11).
            ':focus-visible:not(.MuiInputBase-input):not([tabindex="-1"]), .MuiButtonBase-root.Mui-focusVisible':
              {
                outline: '2px solid var(--mui-palette-primary-main)',
                outlineOffset: 2,
              },
            ':is(.MuiListItemButton-root, .MuiMenuItem-root):is(:focus-visible, .Mui-focusVisible):not([tabindex="-1"])':
              { outlineOffset: -2 },
            // What the keyboard reaches scrolls into view below the sticky top bar, not under it (2.4.11).
            html: { scrollPaddingTop: 80 },
            // A long German word breaks instead of pushing the page wider than a phone (WCAG 1.4.10).
            body: { overflowWrap: 'break-word' },
            // Less motion for whoever asked for it in the system settings (WCAG 2.3.3, docs/product.md,
            // "Accessibility"): no transitions, and ripples and decorative animations end at once. The
            // loading indicators keep moving, as they say that something is still under way; the spinner
            // turns without its growing and shrinking arc, which Chromium repaints on every frame.
            // `transition: none`, not a short duration: every element's transition-property is `all` by
            // default, so a duration forced onto all of them would make every change of style a
            // transition, a focus ring's included. MUI's transitions end by their timeouts, not by events.
            '@media (prefers-reduced-motion: reduce)': {
              '*, ::before, ::after': {
                animationDuration: '1ms !important',
                animationIterationCount: '1 !important',
                transition: 'none !important',
                scrollBehavior: 'auto !important',
              },
              '.MuiCircularProgress-indeterminate': {
                animationDuration: '1.4s !important',
                animationIterationCount: 'infinite !important',
              },
              '.MuiCircularProgress-indeterminate .MuiCircularProgress-circle': {
                animation: 'none !important',
              },
              '.MuiLinearProgress-indeterminate .MuiLinearProgress-bar': {
                animationDuration: '2.1s !important',
                animationIterationCount: 'infinite !important',
              },
            },
            // Printed pages (menus, articles) are black on white, also from the dark view.
            // `color-scheme: light`, or Chromium paints the page margins dark.
            '@media print': {
              html: { colorScheme: 'light' },
              body: { backgroundColor: '#fff', color: '#000' },
            },
          },
        },
      },
    }),
  );
}

/**
 * The style sheets of the CSS variables (ThemeRoot renders them instead of MUI's provider): the light
 * scheme on :root, the dark scheme under `[data-view-mode="dark"]` on screens only. Paper therefore always
 * gets the light scheme, the print palette, whatever the screen shows (docs/architecture.md). Built once
 * from the light theme: the sheets are the same in both modes, a toggle only moves the attribute.
 */
export function colorSchemeStyleSheets(): CSSObject[] {
  const sheets = makeTheme('light').generateStyleSheets() as Record<string, Record<string, unknown>>[];
  const light = sheets.flatMap((sheet) =>
    Object.entries(sheet).filter(([selector]) => selector.includes('"light"')),
  )[0]?.[1];
  return sheets.map((sheet) => {
    const entries = Object.entries(sheet);
    const screenOnly = entries.some(([selector]) => selector.includes('"dark"'));
    if (!screenOnly) return sheet as CSSObject;
    // The dark scheme holds only what differs from the light one: on <html> the rest is the light value
    // anyway, and every prerendered page carries these sheets inline.
    const differing = Object.fromEntries(
      entries.map(([selector, variables]) => [
        selector,
        Object.fromEntries(Object.entries(variables).filter(([name, value]) => light?.[name] !== value)),
      ]),
    );
    return { '@media screen': differing } as CSSObject;
  });
}
