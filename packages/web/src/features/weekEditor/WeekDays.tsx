/**
 * The five days of the shown week, for the Speiseplan and the Masterplan: on screens from 1200 px five
 * columns side by side like the printed plan, below that one card per day. A removed dish can be put
 * back for 5 s (RemovedRecipeSnackbar).
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { weekDates, type PlanDay, type PlanWeek, type WeekAnalysis } from '@speiseplaner/shared';
import { useAppDispatch } from '../../platform/hooks';
import DayCard, { type DayCardProps } from './DayCard';
import RemovedRecipeSnackbar from './RemovedRecipeSnackbar';
import { dayHasRoom, type RecipePosition } from './weekEdits';

interface Props extends Pick<
  DayCardProps,
  'entries' | 'data' | 'edits' | 'withHeads' | 'menuLine' | 'headingLevel'
> {
  week: PlanWeek;
  /** The Speiseplan's analysis: each day's heads, costs and findings. */
  analysis?: WeekAnalysis;
  /** What a day shows below its recipes. */
  details: (day: PlanDay, dayIndex: number) => ReactNode;
}

interface Removal extends RecipePosition {
  /** A new snackbar (and its 5 s) for every removal. */
  key: number;
  weekId: string;
  slug: string;
  name: string;
  byKeyboard: boolean;
}

export default function WeekDays({ week, entries, analysis, details, ...card }: Props) {
  const dispatch = useAppDispatch();
  const entryBySlug = useMemo(() => new Map(entries.map((e) => [e.slug, e])), [entries]);
  const dates = weekDates(week.id);
  const [removal, setRemoval] = useState<Removal>();
  const removals = useRef(0);
  const days = useRef<HTMLDivElement>(null);
  // Where the focus goes when the snackbar closes while it had the focus: the dish at that place (or
  // the day's "Rezept hinzufügen"), once the day shows the undone or finished removal.
  const focusAt = useRef<RecipePosition>(undefined);
  useEffect(() => {
    const at = focusAt.current;
    if (!at) return;
    focusAt.current = undefined;
    const dayCard = days.current?.querySelectorAll('[data-day-card]')[at.day];
    const row = dayCard?.querySelectorAll('[data-recipe-row]')[at.index];
    const target =
      row?.querySelector<HTMLElement>('[data-remove]') ??
      dayCard?.querySelector<HTMLElement>('[data-add-recipe]:not(:disabled)');
    target?.focus();
  });

  const edits = card.edits;
  const remove = (day: number, index: number, byKeyboard: boolean) => {
    const slug = week.days[day]?.recipes[index];
    if (!edits || slug === undefined) return;
    dispatch(edits.recipeRemoved({ weekId: week.id, day, index }));
    removals.current += 1;
    const name = entryBySlug.get(slug)?.name ?? slug;
    setRemoval({ key: removals.current, weekId: week.id, day, index, slug, name, byKeyboard });
  };
  const closed = (hadFocus: boolean) => {
    if (hadFocus && removal && removal.weekId === week.id)
      focusAt.current = { day: removal.day, index: removal.index };
    setRemoval(undefined);
  };

  return (
    <>
      <Box
        ref={days}
        sx={{
          display: 'grid',
          gap: { xs: 2, lg: 1.5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {week.days.map((day, i) => (
          <DayCard
            key={i}
            {...card}
            weekId={week.id}
            dayIndex={i}
            date={dates[i]!}
            day={day}
            entryBySlug={entryBySlug}
            entries={entries}
            analysis={analysis?.days[i]}
            roomOn={(d) => dayHasRoom(week, d)}
            onRemove={(index, byKeyboard) => remove(i, index, byKeyboard)}
          >
            {details(day, i)}
          </DayCard>
        ))}
      </Box>
      {removal && edits ? (
        <RemovedRecipeSnackbar
          key={removal.key}
          name={removal.name}
          focusUndo={removal.byKeyboard}
          onUndo={(hadFocus) => {
            const { weekId, day, index, slug } = removal;
            dispatch(edits.recipeRestored({ weekId, day, index, slug }));
            closed(hadFocus);
          }}
          onClose={closed}
        />
      ) : null}
    </>
  );
}
