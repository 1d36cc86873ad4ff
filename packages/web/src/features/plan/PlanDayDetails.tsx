/**
 * Below a Speiseplan day's recipes: its costs per portion for each age group that eats that day and the
 * day's total, its allergens and additives (labels such as MSC apart, as "Kennzeichnungen": shared
 * allergenMarks), warnings and the DGE findings it contributes to.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  ageGroupLabel,
  allergenLabel,
  formatEuro,
  formatHeadcounts,
  ownAllergensNote,
  type DayAnalysis,
} from '@speiseplaner/shared';

/** A price never breaks between figure and € sign (a narrow day column would split them). */
function Euro({ value }: { value: number }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatEuro(value)}</span>;
}

function DayCosts({ analysis }: { analysis: DayAnalysis }) {
  const { cost, groups, heads } = analysis;
  return (
    <>
      <Typography variant="body2" data-testid="day-portion-costs">
        Je Portion:{' '}
        {groups.map((g, i) => (
          <span key={g} data-group={g}>
            {i > 0 ? ', ' : ''}
            {ageGroupLabel(g)} <Euro value={cost.perPortion[g]} />
          </span>
        ))}
      </Typography>
      <Typography variant="body2" data-testid="day-total">
        Tageskosten für {formatHeadcounts(heads)}: <Euro value={cost.total} />
      </Typography>
    </>
  );
}

export default function PlanDayDetails({ analysis, planned }: { analysis?: DayAnalysis; planned: boolean }) {
  if (!analysis) return null;
  return (
    <>
      {planned ? <DayCosts analysis={analysis} /> : null}
      {analysis.allergens.length ? (
        <Typography variant="body2" data-testid="day-allergens">
          Allergene und Zusatzstoffe: {analysis.allergens.map((a) => allergenLabel(a)).join(', ')}
        </Typography>
      ) : null}
      {analysis.labels.length ? (
        <Typography variant="body2" data-testid="day-labels">
          Kennzeichnungen: {analysis.labels.map((a) => allergenLabel(a)).join(', ')}
        </Typography>
      ) : null}
      {analysis.ownAllergens.length ? (
        <Typography variant="body2" data-testid="day-own-allergens" sx={{ fontStyle: 'italic' }}>
          {ownAllergensNote(analysis.ownAllergens)}
        </Typography>
      ) : null}
      {analysis.warnings.map((text) => (
        <Alert key={text} severity="warning">
          {text}
        </Alert>
      ))}
      {analysis.dge.map((text) => (
        <Alert key={text} severity="info">
          {text}
        </Alert>
      ))}
    </>
  );
}
