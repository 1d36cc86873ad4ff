/**
 * One workshop in the list: date badge, title (link to its page), location, and either the annotation or
 * the time range. 'Anmelden' shows only where the list has a type and registration is still open; a full
 * workshop says "Ausgebucht" there instead.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { workshopLocation, workshopTimeRange, type Workshop } from '@speiseplaner/shared';
import DateBadgeView from './DateBadgeView';

interface Props {
  workshop: Workshop;
  onApply?: (workshop: Workshop) => void;
  /** Says that registration has closed (shown in lists of one type instead of the button). */
  closed?: boolean;
  /** Says that every place is taken (shown instead of the button). */
  full?: boolean;
}

export default function WorkshopCard({ workshop, onApply, closed, full }: Props) {
  return (
    <Paper variant="outlined" sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'flex-start' }}>
      <DateBadgeView date={workshop.date} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          <Link component={RouterLink} to={`/workshops/${workshop.slug}`} underline="hover">
            {workshop.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {workshopLocation(workshop)}
        </Typography>
        <Typography variant="body2">{workshop.annotation?.trim() || workshopTimeRange(workshop)}</Typography>
      </Box>
      {onApply ? (
        <Button
          variant="contained"
          onClick={() => onApply(workshop)}
          aria-label={`Anmelden: ${workshop.title}`}
          sx={{ flexShrink: 0, alignSelf: 'center' }}
        >
          Anmelden
        </Button>
      ) : closed || full ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, alignSelf: 'center' }}>
          {full ? 'Ausgebucht' : 'Anmeldung geschlossen'}
        </Typography>
      ) : null}
    </Paper>
  );
}
