/**
 * Bio share (Bio-AHVV) from the shopping lists: over 12 months and over 3 months (first certification),
 * and per month with its level, as bars against the level lines and as a table.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BIO_LEVELS,
  formatEuro,
  formatMonth,
  formatMonthShort,
  formatPercent,
  type BioLevelId,
  type BioShare,
  type UserStatistics,
} from '@speiseplaner/shared';
import ChartFigure from '../../components/charts/ChartFigure';
import Section from './Section';
import ScrollRegion from '../../components/ScrollRegion';

const LEVEL_COLOURS: Record<BioLevelId, string> = {
  gold: '#c9a227',
  silver: '#9e9e9e',
  bronze: '#b06d3b',
  none: 'transparent',
};

function LevelChip({ share }: { share: BioShare }) {
  if (share.level === 'none') return <Typography component="span">{share.levelLabel}</Typography>;
  return (
    <Chip
      size="small"
      label={share.levelLabel}
      // Dark text: white on gold or silver is below 4.5:1 (WCAG 1.4.3).
      sx={{ bgcolor: LEVEL_COLOURS[share.level], color: '#1a1a1a', fontWeight: 600 }}
    />
  );
}

function WindowLine({ label, share, testId }: { label: string; share: BioShare; testId: string }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid={testId}
    >
      <Typography>
        {label}: <strong>{share.totalValue > 0 ? formatPercent(share.percent) : 'keine Einkäufe'}</strong>
      </Typography>
      {share.totalValue > 0 ? <LevelChip share={share} /> : null}
    </Stack>
  );
}

const thresholds = BIO_LEVELS.filter((l) => l.id !== 'none')
  .slice()
  .reverse()
  .map((l) => `${l.label} ab ${l.minPercent} %`)
  .join(', ');

export default function BioShareSection({ bio }: { bio: UserStatistics['bio'] }) {
  return (
    <Section title="Bio-Anteil">
      <WindowLine label="Bio-Anteil der letzten 12 Monate" share={bio.year} testId="bio-year" />
      <WindowLine
        label="Bio-Anteil der letzten 3 Monate (Erstzertifizierung)"
        share={bio.firstCertification}
        testId="bio-quarter"
      />
      <Typography variant="body2" color="text.secondary">
        Geldwert der Bio-Zutaten am gesamten Wareneinsatz laut Ihren Einkaufslisten (nach Startdatum). Stufen
        nach Bio-AHVV: {thresholds}.
      </Typography>
      <ChartFigure
        title="Bio-Anteil je Monat"
        pointHeader="Monat"
        tableElsewhere="Bio-Anteil je Monat"
        guides={BIO_LEVELS.filter((l) => l.id !== 'none').map((l) => ({
          value: l.minPercent,
          label: l.label,
        }))}
        points={bio.months.map(({ month }) => ({
          key: month,
          label: formatMonthShort(month),
          longLabel: formatMonth(month),
        }))}
        series={[
          {
            id: 'bio',
            label: 'Bio-Anteil',
            kind: 'bar',
            unit: 'percent',
            values: bio.months.map(({ share }) => (share.totalValue > 0 ? share.percent : null)),
            missingText: 'keine Einkäufe',
            showValues: true,
          },
        ]}
      />
      <ScrollRegion label="Bio-Anteil je Monat">
        <Table size="small" aria-label="Bio-Anteil je Monat">
          <TableHead>
            <TableRow>
              <TableCell>Monat</TableCell>
              <TableCell align="right">Bio-Anteil</TableCell>
              <TableCell>Stufe</TableCell>
              <TableCell align="right">Bio / gesamt</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bio.months
              .slice()
              .reverse()
              .map(({ month, share }) => (
                <TableRow key={month}>
                  <TableCell component="th" scope="row">
                    {formatMonth(month)}
                  </TableCell>
                  {share.totalValue > 0 ? (
                    <>
                      <TableCell align="right">{formatPercent(share.percent)}</TableCell>
                      <TableCell>
                        <LevelChip share={share} />
                      </TableCell>
                      <TableCell align="right">
                        {formatEuro(share.organicValue)} / {formatEuro(share.totalValue)}
                      </TableCell>
                    </>
                  ) : (
                    <TableCell colSpan={3}>keine Einkäufe</TableCell>
                  )}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Section>
  );
}
