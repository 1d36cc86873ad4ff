/**
 * Adopts a masterplan week: its five days replace the shown week's plan. The weeks are the masterplan
 * slice's (the one place the web keeps them).
 */
import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { formatEuro, type MasterplanWeek } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { listLoad, selectMasterplan, selectPlannedWeeks } from './masterplanSlice';

interface Props {
  weekId: string;
  onAdopt: (week: MasterplanWeek) => void;
  onClose: () => void;
}

export default function MasterplanDialog({ weekId, onAdopt, onClose }: Props) {
  const dispatch = useAppDispatch();
  const { list } = useAppSelector(selectMasterplan);
  const planned = useAppSelector(selectPlannedWeeks);
  useEffect(() => {
    dispatch(listLoad.needed());
  }, [dispatch]);
  const weeks = useMemo(() => planned.filter((w) => w.days.some((d) => d.recipes.length > 0)), [planned]);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="masterplan-title">
      <DialogTitle id="masterplan-title">Masterplan-Woche übernehmen</DialogTitle>
      <DialogContent>
        <DialogContentText>Die gewählte Woche ersetzt den Plan der Woche {weekId}.</DialogContentText>
        {list.status === 'loading' ? <CircularProgress aria-label="Masterplan wird geladen" /> : null}
        {list.status === 'failed' ? <Alert severity="error">{list.error}</Alert> : null}
        {list.status === 'loaded' && weeks.length === 0 ? (
          <Alert severity="info">Der Masterplan enthält noch keine geplante Woche.</Alert>
        ) : null}
        <List aria-label="Masterplan-Wochen">
          {weeks.map((week) => (
            <ListItem key={week.id} disablePadding>
              <ListItemButton onClick={() => onAdopt(week)}>
                <ListItemText
                  primary={`Woche ${week.id}`}
                  secondary={`${week.days.reduce((n, d) => n + d.recipes.length, 0)} Rezepte · ${formatEuro(week.average)} je Kindergartenportion`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
      </DialogActions>
    </Dialog>
  );
}
