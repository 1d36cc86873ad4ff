/**
 * One day of a masterplan week: its dishes and their cost per Kindergarten portion. Admins reorder,
 * move, remove and add recipes (the Speiseplan's row and picker); everyone else reads.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  dayCost,
  dishTypeLabel,
  formatEuro,
  MAX_RECIPES_PER_DAY,
  WEEKDAYS,
  type PlanDay,
  type PlannerData,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { useAppDispatch } from '../../app/hooks';
import DayRecipeRow from '../plan/DayRecipeRow';
import RecipePickerDialog from '../plan/RecipePickerDialog';
import { recipeAdded, recipeMoved, recipeRemoved } from './masterplanSlice';

interface Props {
  weekId: string;
  dayIndex: number;
  date: string;
  day: PlanDay;
  editable: boolean;
  entryBySlug: ReadonlyMap<string, RecipeListEntry>;
  entries: RecipeListEntry[];
  data?: PlannerData;
  roomOn: (day: number) => boolean;
}

export default function MasterplanDayCard(props: Props) {
  const { weekId, dayIndex, date, day, editable, entryBySlug, entries, data, roomOn } = props;
  const dispatch = useAppDispatch();
  const [picking, setPicking] = useState(false);
  const label = WEEKDAYS[dayIndex]!.label;
  const detailOf = (slug: string) => {
    const entry = entryBySlug.get(slug);
    return entry
      ? [entry.category, dishTypeLabel(entry.dishType)].filter(Boolean).join(' · ')
      : 'Rezept nicht gefunden';
  };
  return (
    <Paper component="section" aria-label={`${label}, ${date}`} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
          {label}{' '}
          <Typography component="span" color="text.secondary">
            {date}
          </Typography>
        </Typography>
        <List dense aria-label={`Rezepte am ${label}`}>
          {day.recipes.map((slug, index) => {
            const name = entryBySlug.get(slug)?.name ?? slug;
            return editable ? (
              <DayRecipeRow
                key={`${slug}-${index}`}
                name={name}
                detail={detailOf(slug)}
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
            ) : (
              <ListItem key={`${slug}-${index}`} disableGutters>
                <ListItemText primary={name} secondary={detailOf(slug)} />
              </ListItem>
            );
          })}
        </List>
        {day.recipes.length === 0 ? (
          <Typography color="text.secondary">Noch kein Rezept geplant.</Typography>
        ) : null}
        {editable ? (
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
        ) : null}
        {data && day.recipes.length > 0 ? (
          <Typography variant="body2" data-testid="day-kiga-cost">
            Je Kindergartenportion: {formatEuro(dayCost(data, day).perKigaPortion)}
          </Typography>
        ) : null}
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
    </Paper>
  );
}
