/**
 * The kitchen switcher in the top bar (docs/product.md, "Teams"): for a person in two or more kitchens, a
 * button with the current kitchen's name opens the list of their kitchens, each with the person's role
 * there; choosing one switches to it (features/auth/kitchenSwitch.ts) and the page loads that kitchen's
 * data. Its own chunk, loaded only for such a person (KitchenPanel.tsx).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { ROLE_LABELS, type KitchenEntry } from '@speiseplaner/shared';

/** A kitchen without a name yet (a new kitchen before Willkommen). */
const UNNAMED_KITCHEN = 'Küche ohne Namen';

const kitchenName = (kitchen: Pick<KitchenEntry, 'name'>) => kitchen.name || UNNAMED_KITCHEN;

interface Props {
  kitchens: readonly KitchenEntry[];
  current: string;
  /** The kitchen being opened, while its check is under way. */
  switchingTo?: string;
  error?: string;
  onChoose: (kitchenId: string) => void;
  onErrorClose: () => void;
}

export default function KitchenSwitcher({
  kitchens,
  current,
  switchingTo,
  error,
  onChoose,
  onErrorClose,
}: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const shown = kitchens.find((kitchen) => kitchen.id === current);
  const name = shown ? kitchenName(shown) : UNNAMED_KITCHEN;
  const busy = switchingTo !== undefined;
  return (
    <>
      <Button
        color="inherit"
        aria-label={`Küche wechseln, jetzt: ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={
          busy ? (
            <CircularProgress size={16} color="inherit" aria-label="Küche wird geöffnet" />
          ) : (
            <ExpandMore />
          )
        }
        sx={{ minHeight: 40, maxWidth: 240, textTransform: 'none' }}
      >
        <Typography noWrap component="span">
          {name}
        </Typography>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': 'Ihre Küchen' } }}
      >
        {kitchens.map((kitchen) => (
          <MenuItem
            key={kitchen.id}
            selected={kitchen.id === current}
            aria-current={kitchen.id === current ? 'true' : undefined}
            sx={{ minHeight: 40 }}
            onClick={() => {
              close();
              if (kitchen.id !== current) onChoose(kitchen.id);
            }}
          >
            <ListItemText primary={kitchenName(kitchen)} secondary={ROLE_LABELS[kitchen.role]} />
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={error !== undefined} onClose={onErrorClose} autoHideDuration={8000}>
        <Alert severity="error" onClose={onErrorClose} sx={{ width: '100%' }}>
          {error ? `Die Küche konnte nicht gewechselt werden. ${error}` : ''}
        </Alert>
      </Snackbar>
    </>
  );
}
