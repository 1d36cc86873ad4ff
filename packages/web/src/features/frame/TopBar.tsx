/**
 * The bar above the page: on phones the menu button that opens the navigation (there is no sidebar strip
 * there), the kitchen switcher (a person in two or more kitchens), the view-mode toggle and the account
 * panel. Hidden when printing.
 */
import type { RefObject } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useHydrated } from '../../platform/useHydrated';
import ViewModeToggle from '../viewMode/ViewModeToggle';
import AccountPanel from './AccountPanel';
import KitchenPanel from './KitchenPanel';
import { SIDEBAR_PANEL_ID } from './Sidebar';

interface Props {
  /** On phones: the menu button is shown, opens the navigation panel and reflects whether it is open. */
  menuButton: boolean;
  navigationOpen: boolean;
  onOpenNavigation: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

export default function TopBar({ menuButton, navigationOpen, onOpenNavigation, menuButtonRef }: Props) {
  // The prerendered HTML holds the button at every width; CSS shows it only below sm until hydration.
  const hydrated = useHydrated();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', '@media print': { display: 'none' } }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {menuButton || !hydrated ? (
          <IconButton
            ref={menuButtonRef}
            edge="start"
            aria-label="Navigation öffnen"
            aria-expanded={navigationOpen}
            aria-controls={SIDEBAR_PANEL_ID}
            onClick={onOpenNavigation}
            sx={hydrated ? undefined : { display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <KitchenPanel />
        <ViewModeToggle />
        <AccountPanel />
      </Toolbar>
    </AppBar>
  );
}
