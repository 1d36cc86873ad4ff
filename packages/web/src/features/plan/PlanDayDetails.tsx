/** A day's costs: per portion for each age group that eats that day, and the day's total. */
import Typography from '@mui/material/Typography';
import { ageGroupLabel, formatEuro, type DayAnalysis } from '@speiseplaner/shared';

export default function DayCosts({ analysis }: { analysis: DayAnalysis }) {
  const { cost, groups, heads } = analysis;
  return (
    <>
      <Typography variant="body2" data-testid="day-portion-costs">
        Je Portion:{' '}
        {groups.map((g, i) => (
          <span key={g} data-group={g}>
            {i > 0 ? ', ' : ''}
            {ageGroupLabel(g)} {formatEuro(cost.perPortion[g])}
          </span>
        ))}
      </Typography>
      <Typography variant="body2" data-testid="day-total">
        Tageskosten für {groups.map((g) => `${heads[g] ?? 0} ${ageGroupLabel(g)}`).join(', ')}:{' '}
        {formatEuro(cost.total)}
      </Typography>
    </>
  );
}
