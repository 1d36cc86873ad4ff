/**
 * Admins fill six consecutive masterplan weeks from a seasonal template (spring … winter, mixed or
 * vegetarian); each week's average is computed by the domain core when it is saved.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  addWeeks,
  isWeekId,
  SEASONS,
  TEMPLATE_WEEKS,
  type PlanDay,
  type PlannerData,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import WeekField from '../../components/WeekField';
import { selectMasterplan, templatesLoad } from './masterplanSlice';

export interface FilledWeek {
  id: string;
  days: PlanDay[];
}

interface Props {
  firstWeek: string;
  data?: PlannerData;
  onApply: (weeks: FilledWeek[]) => void;
  onClose: () => void;
}

export default function TemplateDialog({ firstWeek, data, onApply, onClose }: Props) {
  const dispatch = useAppDispatch();
  const { templates } = useAppSelector(selectMasterplan);
  const [templateId, setTemplateId] = useState('');
  const [first, setFirst] = useState(firstWeek);
  useEffect(() => {
    dispatch(templatesLoad.needed());
  }, [dispatch]);

  const sorted = [...templates.items].sort(
    (a, b) => SEASONS.indexOf(a.season) - SEASONS.indexOf(b.season) || a.variant.localeCompare(b.variant),
  );
  const template = sorted.find((t) => t.id === templateId);
  const start = isWeekId(first) ? first : undefined;
  const apply = () => {
    if (!template || !start || !data) return;
    onApply(
      template.weeks.map((week, i) => {
        return { id: addWeeks(start, i), days: week.days.map((d) => ({ recipes: [...d.recipes] })) };
      }),
    );
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="template-title">
      <DialogTitle id="template-title">Wochen aus einer Vorlage füllen</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {templates.status === 'loading' ? <CircularProgress aria-label="Vorlagen werden geladen" /> : null}
          {templates.status === 'failed' ? <Alert severity="error">{templates.error}</Alert> : null}
          {templates.status === 'loaded' && sorted.length === 0 ? (
            <Alert severity="info">Es sind noch keine Vorlagen hinterlegt.</Alert>
          ) : null}
          <TextField
            select
            label="Vorlage"
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
          >
            {sorted.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <WeekField
            label="Erste Woche"
            value={first}
            onChange={setFirst}
            error={!start}
            helperText={
              start
                ? `Füllt die ${TEMPLATE_WEEKS} Wochen ${start} bis ${addWeeks(start, TEMPLATE_WEEKS - 1)}.`
                : 'Bitte wählen Sie eine gültige Kalenderwoche.'
            }
          />
          <DialogContentText>Bereits geplante Rezepte dieser Wochen werden ersetzt.</DialogContentText>
          {!data ? <Alert severity="info">Zutaten und Rezepte werden noch geladen …</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" disabled={!template || !start || !data} onClick={apply}>
          Wochen füllen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
