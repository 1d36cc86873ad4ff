/**
 * The navigation sidebar: a fixed panel, 256 px wide on screens from md up; on smaller screens it sits
 * collapsed at 57 px (icons only) and widens over the content when opened. Hidden when printing. Built
 * from Paper, not MUI's Drawer: the permanent Drawer would bring Modal (for its temporary variant) into
 * the first load of every page.
 */
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../app/theme';
import { useAppSelector } from '../../app/hooks';
import Logo from './Logo';
import { visibleNavGroups } from './navGroups';
import { visibleNavEntries } from './navEntries';
import SidebarGroup from './SidebarGroup';
import SidebarLink from './SidebarLink';

interface Props {
  /** True on screens from md up: the sidebar is always wide there. */
  large: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function Sidebar({ large, open, onOpenChange }: Props) {
  const user = useAppSelector((state) => state.auth.user);
  const loggedIn = useAppSelector((state) => state.auth.status === 'loggedin');
  const entries = visibleNavEntries(loggedIn ? user : undefined);
  const groups = visibleNavGroups(loggedIn ? user : undefined);
  const collapsed = !large && !open;
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  // On small screens a chosen link closes the widened sidebar again.
  const afterNavigate = large ? undefined : () => onOpenChange(false);

  return (
    <Box
      component="nav"
      aria-label="Hauptnavigation"
      sx={{
        width: large ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        flexShrink: 0,
        '@media print': { display: 'none' },
      }}
    >
      {/* As a permanent drawer: fixed at the left edge, full height, above the page, a divider line right. */}
      <Paper
        square
        elevation={0}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          zIndex: 'drawer',
          width,
          overflowX: 'hidden',
          overflowY: 'auto',
          boxSizing: 'border-box',
          borderRight: 1,
          borderColor: 'divider',
          transition: (theme) => theme.transitions.create('width'),
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {collapsed ? null : <Logo collapsed={false} />}
          {large ? null : (
            <IconButton
              aria-label={open ? 'Navigation einklappen' : 'Navigation ausklappen'}
              aria-expanded={open}
              onClick={() => onOpenChange(!open)}
              sx={{ mx: 'auto', my: 1.5 }}
            >
              {open ? <ChevronLeft /> : <MenuIcon />}
            </IconButton>
          )}
        </Box>
        {collapsed ? <Logo collapsed /> : null}
        <Divider />
        <List>
          {entries.map((entry) => (
            <SidebarLink key={entry.label} {...entry} collapsed={collapsed} onNavigate={afterNavigate} />
          ))}
        </List>
        <Divider />
        <List>
          {groups.map((group) => (
            <SidebarGroup
              key={group.label}
              group={group}
              collapsed={collapsed}
              onExpandSidebar={() => onOpenChange(true)}
              onNavigate={afterNavigate}
            />
          ))}
        </List>
      </Paper>
    </Box>
  );
}
