/**
 * The signed-in user's menu in the account corner (SPEC.md section 2): account page, name, own prices,
 * sign-out. Its own chunk: MUI's Menu (with Popover and Modal) loads only for a signed-in user.
 */
import { Link as RouterLink } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import Logout from '@mui/icons-material/Logout';

interface Props {
  /** The account button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Whether the user may overwrite the catalogue's prices (then the menu offers "Eigene Preise"). */
  ownPrices: boolean;
  onDialog: (dialog: 'name' | 'prices') => void;
  onLogout: () => void;
}

export default function AccountMenu({ anchor, onClose, ownPrices, onDialog, onLogout }: Props) {
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem component={RouterLink} to="/app" onClick={onClose}>
        <ListItemIcon>
          <AccountCircleOutlined fontSize="small" />
        </ListItemIcon>
        Mein Konto
      </MenuItem>
      <MenuItem onClick={choose(() => onDialog('name'))}>
        <ListItemIcon>
          <EditOutlined fontSize="small" />
        </ListItemIcon>
        Name ändern
      </MenuItem>
      {ownPrices ? (
        <MenuItem onClick={choose(() => onDialog('prices'))}>
          <ListItemIcon>
            <EuroOutlined fontSize="small" />
          </ListItemIcon>
          Eigene Preise
        </MenuItem>
      ) : null}
      <MenuItem onClick={choose(onLogout)}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        Abmelden
      </MenuItem>
    </Menu>
  );
}
