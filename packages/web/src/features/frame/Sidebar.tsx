/**
 * The navigation sidebar: a fixed panel, 256 px wide on screens from md up; from sm to md it sits
 * collapsed at 57 px (icons only) and widens over the content when opened. On phones (below sm) there is
 * no strip, so the page gets the whole width: the top bar's menu button opens the panel over the content,
 * focus moves into it, and closing it (its button or Escape) hands the focus back. Hidden when printing.
 * Built from Paper, not MUI's Drawer: the permanent Drawer would bring Modal (for its temporary variant)
 * into the first load of every page. The prerendered HTML cannot know the width: until hydration, CSS
 * breakpoints lay the sidebar out as the media queries do afterwards, so it never jumps.
 */
import { useEffect, useRef, type RefObject } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../platform/theme';
import { useAppSelector } from '../../platform/hooks';
import { useHydrated } from '../../platform/useHydrated';
import { whenCollapsed, type Collapsed } from './collapsed';
import Logo from './Logo';
import { visibleNavGroups } from './navGroups';
import { visibleNavEntries } from './navEntries';
import SidebarGroup from './SidebarGroup';
import SidebarLink from './SidebarLink';

interface Props {
  /** True on screens from md up: the sidebar is always wide there. */
  large: boolean;
  /** True below sm: no strip; the panel shows only while open. */
  phone: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top bar's menu button on phones: it gets the focus back when the panel closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

export const SIDEBAR_PANEL_ID = 'hauptnavigation-panel';

export default function Sidebar({ large, phone, open, onOpenChange, menuButton }: Props) {
  const user = useAppSelector((state) => state.auth.user);
  const hydrated = useHydrated();
  // Prerendered pages show the signed-out navigation until hydration is done.
  const loggedIn = useAppSelector((state) => state.auth.status === 'loggedin') && hydrated;
  const entries = visibleNavEntries(loggedIn ? user : undefined);
  const groups = visibleNavGroups(loggedIn ? user : undefined);
  const collapsed: Collapsed = hydrated ? !large && !open : 'by-width';
  // On small screens a chosen link closes the widened sidebar again.
  const afterNavigate = large ? undefined : () => onOpenChange(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  // On a phone the panel opens from the top bar: focus moves to its first control, as after a menu opens.
  useEffect(() => {
    if (phone && open) toggleButton.current?.focus();
  }, [phone, open]);
  const close = () => {
    onOpenChange(false);
    if (phone) menuButton.current?.focus();
  };
  const hidden = phone && !open;
  // Before hydration, elements that only some widths show are all rendered and CSS hides the others.
  const wide = hydrated ? large : undefined;

  return (
    <Box
      component="nav"
      aria-label="Hauptnavigation"
      sx={{
        width: hydrated
          ? large
            ? SIDEBAR_WIDTH
            : phone
              ? 0
              : SIDEBAR_COLLAPSED_WIDTH
          : { xs: 0, sm: SIDEBAR_COLLAPSED_WIDTH, md: SIDEBAR_WIDTH },
        flexShrink: 0,
        '@media print': { display: 'none' },
      }}
    >
      {/* On a phone the open panel dims the page; a tap beside it closes it. */}
      {phone && open ? (
        <Box
          aria-hidden
          onClick={close}
          sx={{ position: 'fixed', inset: 0, zIndex: 'drawer', bgcolor: 'rgba(0, 0, 0, 0.5)' }}
        />
      ) : null}
      {/* As a permanent drawer: fixed at the left edge, full height, above the page, a divider line right. */}
      <Paper
        square
        elevation={phone ? 16 : 0}
        id={SIDEBAR_PANEL_ID}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !large && open) close();
        }}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          display: hydrated ? (hidden ? 'none' : 'flex') : { xs: 'none', sm: 'flex' },
          flexDirection: 'column',
          zIndex: (theme) => theme.zIndex.drawer + 1,
          width: whenCollapsed(collapsed, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH),
          overflowX: 'hidden',
          overflowY: 'auto',
          boxSizing: 'border-box',
          borderRight: 1,
          borderColor: 'divider',
          transition: (theme) => theme.transitions.create('width'),
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {collapsed === true ? null : (
            <Box sx={{ display: whenCollapsed(collapsed, 'none', 'block') }}>
              <Logo collapsed={false} />
            </Box>
          )}
          {wide === true ? null : (
            <IconButton
              ref={toggleButton}
              aria-label={open ? 'Navigation einklappen' : 'Navigation ausklappen'}
              aria-expanded={open}
              onClick={() => (open ? close() : onOpenChange(true))}
              sx={{ mx: 'auto', my: 1.5, display: wide === undefined ? { md: 'none' } : undefined }}
            >
              {open ? <ChevronLeft /> : <MenuIcon />}
            </IconButton>
          )}
        </Box>
        {collapsed === false ? null : (
          <Box sx={{ display: whenCollapsed(collapsed, 'block', 'none') }}>
            <Logo collapsed />
          </Box>
        )}
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
