/**
 * One sidebar entry: icon and label, a tooltip while the sidebar is collapsed, marked when active. An item
 * (`<li>`) of the list it sits in, so screen readers count the entries (WCAG 1.3.1).
 */
import { NavLink } from 'react-router';
import type { SvgIconComponent } from '@mui/icons-material';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import LazyTooltip from '../../components/LazyTooltip';
import { whenCollapsed, type Collapsed } from './collapsed';

interface Props {
  label: string;
  to: string;
  icon?: SvgIconComponent;
  collapsed: Collapsed;
  nested?: boolean;
  onNavigate?: () => void;
}

export default function SidebarLink({ label, to, icon: Icon, collapsed, nested, onNavigate }: Props) {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <LazyTooltip title={collapsed === true ? label : ''} placement="right">
        <ListItemButton
          component={NavLink}
          to={to}
          end
          onClick={onNavigate}
          sx={{
            minHeight: 44,
            pl: whenCollapsed(collapsed, 2, nested ? 4 : 2),
            '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
          }}
        >
          {Icon ? (
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon />
            </ListItemIcon>
          ) : null}
          {/*
            Kept in the DOM when collapsed so the link keeps its accessible name; wraps when the sidebar is
            wide, so a long title ("Nachhaltigkeit in der Gemeinschaftsverpflegung") is read in full.
          */}
          <ListItemText
            primary={label}
            sx={{
              opacity: whenCollapsed(collapsed, 0, 1),
              whiteSpace: whenCollapsed(collapsed, 'nowrap', 'normal'),
            }}
          />
        </ListItemButton>
      </LazyTooltip>
    </ListItem>
  );
}
