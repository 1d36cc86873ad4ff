/** The masterplan's weeks at a glance: the dishes of each day, the week's average costs and the trend. */
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  formatEuro,
  WEEKDAYS,
  type MasterplanWeek,
  type RecipeListEntry,
  type TrendPoint,
} from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';

interface Props {
  weeks: MasterplanWeek[];
  trendLine: TrendPoint[];
  entryBySlug: ReadonlyMap<string, RecipeListEntry>;
  selectedId: string;
}

export default function MasterplanOverview({ weeks, trendLine, entryBySlug, selectedId }: Props) {
  const trendOf = new Map(trendLine.map((p) => [p.id, p.trend]));
  return (
    <ScrollRegion label="Wochen des Masterplans">
      <Table size="small" aria-label="Wochen des Masterplans">
        <TableHead>
          <TableRow>
            <TableCell>Woche</TableCell>
            {WEEKDAYS.map((d) => (
              <TableCell key={d.id}>{d.label}</TableCell>
            ))}
            <TableCell align="right">Ø Kosten</TableCell>
            <TableCell align="right">Trend</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={week.id} selected={week.id === selectedId} data-week={week.id}>
              <TableCell>
                {/* In the text colour (underlined): the brand green on the selected row's tint stays
                    below 4.5:1 (WCAG 1.4.3). */}
                <Link
                  component={RouterLink}
                  to={`?woche=${week.id}`}
                  aria-label={`Woche ${week.id} zeigen`}
                  color="inherit"
                  // The chosen week: its row is tinted, and bold, so colour is not the only cue (WCAG 1.4.1).
                  aria-current={week.id === selectedId ? 'true' : undefined}
                  sx={{ fontWeight: week.id === selectedId ? 700 : undefined }}
                >
                  {week.id}
                </Link>
              </TableCell>
              {week.days.map((day, i) => (
                <TableCell key={i}>
                  {day.recipes.length
                    ? day.recipes.map((slug) => entryBySlug.get(slug)?.name ?? slug).join(', ')
                    : '–'}
                </TableCell>
              ))}
              <TableCell align="right">{formatEuro(week.average)}</TableCell>
              <TableCell align="right">{formatEuro(trendOf.get(week.id))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
