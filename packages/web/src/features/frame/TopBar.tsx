/** The bar above the page: view-mode toggle and account panel. Hidden when printing. */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import ViewModeToggle from '../viewMode/ViewModeToggle';
import AccountPanel from './AccountPanel';

export default function TopBar() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', '@media print': { display: 'none' } }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Box sx={{ flexGrow: 1 }} />
        <ViewModeToggle />
        <AccountPanel />
      </Toolbar>
    </AppBar>
  );
}
