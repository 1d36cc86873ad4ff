/** Calendar-leaf style date badge of a workshop: weekday, day and month in German. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dateBadge } from '@speiseplaner/shared';

export default function DateBadgeView({ date }: { date: string }) {
  const badge = dateBadge(date);
  return (
    <Box
      role="img"
      aria-label={`${badge.weekdayLong}, ${Number(badge.day)}. ${badge.monthLong} ${badge.year}`}
      sx={{
        width: 64,
        flexShrink: 0,
        textAlign: 'center',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography
        variant="caption"
        component="div"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }}
      >
        {badge.weekday}
      </Typography>
      <Typography variant="h5" component="div" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {badge.day}
      </Typography>
      <Typography variant="caption" component="div" sx={{ pb: 0.5 }}>
        {badge.month}
      </Typography>
    </Box>
  );
}
