/**
 * The signed-in user's corner of the frame (docs/product.md, "Dialogs and account corner"): the button with
 * avatar and name, and its menu (account page, team, Träger, name, own prices, sign-out). Its own chunk, loaded only for a
 * signed-in user: MUI's Avatar and Menu (with Popover and Modal) stay out of a visitor's first load.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Logout from '@mui/icons-material/Logout';
import UserAvatar from './UserAvatar';
import { useSignOut } from '../auth/useSignOut';

interface Props {
  /** The user's display name, on the button and in its accessible name 'Konto: …'. */
  name: string;
  /** Whether the user may overwrite the catalogue's prices (then the menu offers "Eigene Preise"). */
  ownPrices: boolean;
  /** Whether the user may rename the kitchen (Küchenleitung; then the menu offers "Name ändern"). */
  rename: boolean;
  /**
   * The Träger entry (docs/product.md, "Träger"): „Träger“ for a Träger-Leitung, „Träger anlegen“ for a
   * Küchenleitung who leads none, nothing for others.
   */
  organisation: 'lead' | 'create' | null;
  onDialog: (dialog: 'name' | 'prices') => void;
}

export default function AccountMenu({ name, ownPrices, rename, organisation, onDialog }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Asks first when edits or photos of this device are not yet saved.
  const { signOut, question } = useSignOut();
  const close = () => setAnchor(null);
  const choose = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <Button
        color="inherit"
        aria-label={`Konto: ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, maxWidth: 280 }}
      >
        <UserAvatar name={name} />
        <Typography noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
          {name}
        </Typography>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to="/app" onClick={close}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          Mein Konto
        </MenuItem>
        <MenuItem component={RouterLink} to="/app/team" onClick={close}>
          <ListItemIcon>
            <GroupsOutlined fontSize="small" />
          </ListItemIcon>
          Team
        </MenuItem>
        {organisation ? (
          <MenuItem component={RouterLink} to="/app/traeger" onClick={close}>
            <ListItemIcon>
              <AccountTreeOutlined fontSize="small" />
            </ListItemIcon>
            {organisation === 'lead' ? 'Träger' : 'Träger anlegen'}
          </MenuItem>
        ) : null}
        {rename ? (
          <MenuItem onClick={choose(() => onDialog('name'))}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            Name ändern
          </MenuItem>
        ) : null}
        {ownPrices ? (
          <MenuItem onClick={choose(() => onDialog('prices'))}>
            <ListItemIcon>
              <EuroOutlined fontSize="small" />
            </ListItemIcon>
            Eigene Preise
          </MenuItem>
        ) : null}
        <MenuItem onClick={choose(signOut)}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Abmelden
        </MenuItem>
      </Menu>
      {question}
    </>
  );
}
