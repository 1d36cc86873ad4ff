/**
 * One day of the Speiseplan: its recipes (reorder, move, remove, add), headcounts, costs, allergens,
 * warnings and the DGE findings this day contributes to.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ageGroupLabel,
  allergenLabel,
  dishTypeLabel,
  MAX_RECIPES_PER_DAY,
  WEEKDAYS,
  type DayAnalysis,
  type PlanDay,
  type PlannerData,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { useAppDispatch } from '../../app/hooks';
import DayCosts from './DayCosts';
import DayHeadsDialog from './DayHeadsDialog';
import DayRecipeRow from './DayRecipeRow';
import { dayHeadsSet, recipeAdded, recipeMoved, recipeRemoved } from './planSlice';
import RecipePickerDialog from './RecipePickerDialog';

interface Props {
  weekId: string;
  dayIndex: number;
  date: string;
  day: PlanDay;
  analysis?: DayAnalysis;
  entryBySlug: ReadonlyMap<string, RecipeListEntry>;
  entries: RecipeListEntry[];
  data?: PlannerData;
  roomOn: (day: number) => boolean;
}

export default function DayCard({
  weekId,
  dayIndex,
  date,
  day,
  analysis,
  entryBySlug,
  entries,
  data,
  roomOn,
}: Props) {
  const dispatch = useAppDispatch();
  const [picking, setPicking] = useState(false);
  const [editingHeads, setEditingHeads] = useState(false);
  const label = WEEKDAYS[dayIndex]!.label;
  const heads = analysis?.heads ?? day.heads ?? {};
  const headsText = analysis
    ? analysis.groups.map((g) => `${heads[g] ?? 0} ${ageGroupLabel(g)}`).join(', ')
    : 'Personen werden geladen …';
  return (
    <Paper component="section" aria-label={`${label}, ${date}`} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {label}{' '}
            <Typography component="span" color="text.secondary">
              {date}
            </Typography>
          </Typography>
          <Button
            size="small"
            onClick={() => setEditingHeads(true)}
            aria-label={`Personen am ${label} ändern`}
          >
            {headsText}
            {day.heads ? ' (nur dieser Tag)' : ''}
          </Button>
        </Stack>
        <List dense aria-label={`Rezepte am ${label}`}>
          {day.recipes.map((slug, index) => {
            const entry = entryBySlug.get(slug);
            return (
              <DayRecipeRow
                key={`${slug}-${index}`}
                name={entry?.name ?? slug}
                detail={
                  entry ? [entry.category, dishTypeLabel(entry.dishType)].filter(Boolean).join(' · ') : ''
                }
                day={dayIndex}
                index={index}
                count={day.recipes.length}
                roomOn={roomOn}
                onMove={(toDay, toIndex) =>
                  dispatch(
                    recipeMoved({
                      weekId,
                      from: { day: dayIndex, index },
                      to: { day: toDay, index: toIndex },
                    }),
                  )
                }
                onRemove={() => dispatch(recipeRemoved({ weekId, day: dayIndex, index }))}
              />
            );
          })}
        </List>
        {day.recipes.length === 0 ? (
          <Typography color="text.secondary">Noch kein Rezept geplant.</Typography>
        ) : null}
        <div>
          <Button
            variant="outlined"
            size="small"
            disabled={!roomOn(dayIndex)}
            onClick={() => setPicking(true)}
          >
            Rezept hinzufügen
          </Button>
          {!roomOn(dayIndex) ? (
            <Typography variant="caption" sx={{ ml: 1 }}>
              Höchstens {MAX_RECIPES_PER_DAY} Rezepte je Tag
            </Typography>
          ) : null}
        </div>
        {analysis && day.recipes.length > 0 ? <DayCosts analysis={analysis} /> : null}
        {analysis && analysis.allergens.length ? (
          <Typography variant="body2" data-testid="day-allergens">
            Allergene und Zusatzstoffe: {analysis.allergens.map((a) => allergenLabel(a)).join(', ')}
          </Typography>
        ) : null}
        {analysis?.warnings.map((text) => (
          <Alert key={text} severity="warning">
            {text}
          </Alert>
        ))}
        {analysis?.dge.map((text) => (
          <Alert key={text} severity="info">
            {text}
          </Alert>
        ))}
      </Stack>
      {picking ? (
        <RecipePickerDialog
          dayLabel={label}
          entries={entries}
          data={data}
          onPick={(slug) => {
            dispatch(recipeAdded({ weekId, day: dayIndex, slug }));
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
      {editingHeads ? (
        <DayHeadsDialog
          dayLabel={label}
          heads={heads}
          onSave={(next) => {
            dispatch(dayHeadsSet({ weekId, day: dayIndex, heads: next }));
            setEditingHeads(false);
          }}
          onClose={() => setEditingHeads(false)}
        />
      ) : null}
    </Paper>
  );
}
