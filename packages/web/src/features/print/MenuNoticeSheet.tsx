/**
 * The parents' menu as printed: one A4 landscape page, the institution and the week on top, the days as
 * columns with the dishes and their codes, the legend of the codes below.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuNotice } from './menuNotice';

export const NOTICE_SHEET = 'menu-notice';

const cell = {
  border: '1px solid',
  borderColor: 'divider',
  p: '6px 8px',
  verticalAlign: 'top',
  width: '20%',
  '@media print': { borderColor: '#000' },
} as const;

export default function MenuNoticeSheet({
  notice,
  institution,
}: {
  notice: MenuNotice;
  institution: string;
}) {
  const first = notice.days[0]!.date;
  const last = notice.days[notice.days.length - 1]!.date;
  return (
    <Box
      className={NOTICE_SHEET}
      component="article"
      aria-label="Aushang für die Eltern"
      sx={{ breakInside: 'avoid', '@media print': { fontSize: '10.5pt' } }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          mb: 1.5,
        }}
      >
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
          Speiseplan {institution}
        </Typography>
        <Typography sx={{ fontSize: '1.05rem' }}>
          Woche {notice.weekId}: {first} bis {last}
        </Typography>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            {notice.days.map((day) => (
              <Box component="th" scope="col" key={day.date} sx={{ ...cell, textAlign: 'left' }}>
                <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                  {day.label}
                </Typography>
                <Typography component="span" variant="body2">
                  {day.date}
                </Typography>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {notice.days.map((day) => (
              <Box component="td" key={day.date} sx={{ ...cell, height: '9cm' }}>
                {day.dishes.length === 0 ? (
                  <Typography variant="body2">Kein Essen geplant</Typography>
                ) : (
                  <Box
                    component="ul"
                    sx={{ listStyle: 'none', m: 0, p: 0 }}
                    aria-label={`Gerichte am ${day.label}`}
                  >
                    {day.dishes.map((dish, i) => (
                      <Box component="li" key={`${dish.slug}-${i}`} sx={{ mb: 1.25 }}>
                        <Typography component="span" sx={{ fontWeight: 600 }}>
                          {dish.name}
                        </Typography>
                        {dish.codes.length ? (
                          <Typography component="span" variant="body2" data-testid="dish-codes">
                            {' '}
                            ({dish.codes.join(', ')})
                          </Typography>
                        ) : null}
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </tr>
        </tbody>
      </Box>
      <Box sx={{ mt: 1.5 }} aria-label="Kennzeichnung" role="group">
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Kennzeichnung von Allergenen und Zusatzstoffen
        </Typography>
        {notice.legend.length ? (
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', columnCount: { xs: 1, sm: 3 }, columnGap: 3 }}
          >
            {notice.legend.map((line) => (
              <Typography component="li" variant="body2" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">
            Diese Woche enthält keine kennzeichnungspflichtigen Allergene oder Zusatzstoffe.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
