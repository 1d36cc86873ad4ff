/**
 * Print layout of a page: the paper size (`@page`), the frame and everything marked `no-print` hidden, and
 * the printed sheet (`sheet`, a class name) in black on white, also when the screen is in dark mode. The
 * rest of the page prints with the light colour scheme anyway (docs/architecture.md, "View mode and print
 * palette").
 */
import GlobalStyles from '@mui/material/GlobalStyles';

interface Props {
  page: 'A4 landscape' | 'A4 portrait';
  /** Class name of the element that is printed. */
  sheet: string;
}

export default function PrintStyles({ page, sheet }: Props) {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: page, margin: '10mm' },
        '@media print': {
          'html, body': { backgroundColor: '#fff !important' },
          '.no-print, header, nav, .MuiDrawer-root, .MuiAppBar-root': { display: 'none !important' },
          // The frame fills the screen height; on paper it would push the sheet onto a second page.
          '#root > div': { minHeight: '0 !important' },
          main: { margin: '0 !important', padding: '0 !important', width: '100% !important' },
          [`.${sheet}, .${sheet} *`]: { color: '#000 !important' },
          // Black text needs a light ground (WCAG 1.4.3): filled chips (the season's months) turn grey.
          [`.${sheet} .MuiChip-filled`]: { backgroundColor: '#e0e0e0 !important' },
          [`.${sheet} .MuiPaper-root`]: {
            border: 'none',
            padding: 0,
            boxShadow: 'none',
            backgroundColor: '#fff',
          },
        },
      }}
    />
  );
}
