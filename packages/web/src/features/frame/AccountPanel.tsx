/**
 * Account corner of the frame (SPEC.md section 2): a spinner while the login is checked, the user's
 * avatar and name with a menu when logged in, otherwise the button to the sign-in page.
 */
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import Logout from '@mui/icons-material/Logout';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested } from '../auth/authSlice';
import { useOwnPricesAvailable } from '../ingredients/useOwnPricesAvailable';
import { displayName } from './displayName';
import UserAvatar from './UserAvatar';

// The dialogs load when opened: the frame is on every page, most visitors never open them.
const NameDialog = lazy(() => import('../account/NameDialog'));
const OwnPricesDialog = lazy(() => import('../ingredients/OwnPricesDialog'));

export default function AccountPanel() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.auth.status);
  const user = useAppSelector((state) => state.auth.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Personal menu dialogs (SPEC.md section 2): name (sm) and own prices (md).
  const [dialog, setDialog] = useState<'name' | 'prices' | null>(null);
  const ownPrices = useOwnPricesAvailable();

  if (status === 'undefined' || status === 'pending') {
    return <CircularProgress size={28} color="inherit" aria-label="Anmeldung wird geprüft" />;
  }
  if (status !== 'loggedin' || !user) {
    return (
      <Button component={RouterLink} to="/login" variant="contained" color="primary">
        Login & Registrierung
      </Button>
    );
  }

  const name = displayName(user);
  const close = () => setAnchor(null);
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
        <MenuItem
          onClick={() => {
            close();
            setDialog('name');
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          Name ändern
        </MenuItem>
        {ownPrices ? (
          <MenuItem
            onClick={() => {
              close();
              setDialog('prices');
            }}
          >
            <ListItemIcon>
              <EuroOutlined fontSize="small" />
            </ListItemIcon>
            Eigene Preise
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            dispatch(logoutRequested());
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Abmelden
        </MenuItem>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'name' ? <NameDialog name={user.name} onClose={() => setDialog(null)} /> : null}
        {dialog === 'prices' ? <OwnPricesDialog onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}
