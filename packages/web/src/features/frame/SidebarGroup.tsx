/**
 * An expandable group of links in the sidebar (Praxisangebote, Hintergründe, Verwaltung): an item of the
 * sidebar's list holding the toggle and, when open, its own list of links.
 */
import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { whenCollapsed, type Collapsed } from './collapsed';
import type { NavGroup } from './navGroups';
import SidebarLink from './SidebarLink';

interface Props {
  group: NavGroup;
  collapsed: Collapsed;
  /** Asks the frame to widen a collapsed sidebar so the opened group can be read. */
  onExpandSidebar: () => void;
  onNavigate?: () => void;
}

export default function SidebarGroup({ group, collapsed, onExpandSidebar, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const Icon = group.icon;
  const listId = `nav-group-${group.label}`;
  const toggle = () => {
    if (collapsed === true) {
      onExpandSidebar();
      setOpen(true);
    } else setOpen(!open);
  };
  const expanded = open && collapsed === false;
  const Arrow = expanded ? ExpandLess : ExpandMore;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={toggle} aria-expanded={expanded} aria-controls={listId} sx={{ minHeight: 44 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText
          primary={group.label}
          sx={{
            opacity: whenCollapsed(collapsed, 0, 1),
            whiteSpace: whenCollapsed(collapsed, 'nowrap', 'normal'),
          }}
        />
        {collapsed === true ? null : (
          <Arrow sx={{ display: whenCollapsed(collapsed, 'none', 'inline-block') }} />
        )}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit id={listId}>
        <List disablePadding aria-label={group.label}>
          {group.links.map((link) => (
            <SidebarLink
              key={link.to}
              label={link.title}
              to={link.to}
              collapsed={collapsed}
              nested
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
