/**
 * The page frame around every route: sidebar, top bar, the page itself, the footer, the consent banner and
 * the update prompt of the installed app.
 */
import { Suspense, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAppSelector } from '../../platform/hooks';
import ServiceWorkerUpdates from '../../platform/pwa/ServiceWorkerUpdates';
import ConsentBanner from '../consent/ConsentBanner';
import Footer from './Footer';
import PageErrorBoundary from './PageErrorBoundary';
import ScrollToTop from './ScrollToTop';
import Sidebar from './Sidebar';
import SkipLink, { MAIN_ID } from './SkipLink';
import TopBar from './TopBar';

export default function Frame() {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'));
  // Rendered anew (createRoot), both queries answer at once. While a prerendered page hydrates they answer
  // false, as the prerender did; the sidebar and top bar then lay out by CSS breakpoints, so nothing moves.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // A kitchen switch renders the page anew, so it loads the new kitchen's data (features/auth/kitchenSwitch.ts).
  const kitchenChanges = useAppSelector((state) => state.auth.kitchenChanges ?? 0);
  // The same element while the address and kitchen stay: the media queries above switch right after a
  // prerendered page's shell has hydrated, with an urgent update; a new element would hand that update to
  // the page's Suspense boundary while its lazy page is still loading, and React would then drop the
  // prerendered page for the spinner and render it again (docs/architecture.md, "How the web app starts").
  const page = useMemo(
    () => (
      <PageErrorBoundary key={`${kitchenChanges} ${pathname}`}>
        <Suspense fallback={<CircularProgress aria-label="Seite wird geladen" />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    ),
    [kitchenChanges, pathname],
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Sidebar large={large} phone={phone} open={open} onOpenChange={setOpen} menuButton={menuButton} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          menuButton={phone}
          navigationOpen={open}
          onOpenNavigation={() => setOpen(true)}
          menuButtonRef={menuButton}
        />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 4 }, outline: 'none', '@media print': { p: 0 } }}
        >
          {page}
        </Box>
        <Footer />
      </Box>
      <ConsentBanner />
      <ServiceWorkerUpdates />
      <ScrollToTop />
    </Box>
  );
}
