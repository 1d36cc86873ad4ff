/**
 * One day of a week, for the Speiseplan and the Masterplan alike: its recipes, each linked to its page
 * and marked when planned outside its season or, in a vegetarian menu line, when it is not vegetarian (with `edits` the user reorders, moves, removes and adds
 * them; without, the day only reads; a removal goes through `onRemove`), with `withHeads` the day's
 * headcounts (changed for this day alone), and below the recipes `children` (what the day costs and what
 * to watch for, which differs between the two). Each dish shows its cover photo; the card fetches the
 * covers when idle so the service worker keeps them for an offline week (useWarmCovers).
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  changedByText,
  formatGermanDate,
  outOfSeasonMonths,
  dishTypeLabel,
  formatHeadcounts,
  MAX_RECIPES_PER_DAY,
  WEEKDAYS,
  type DayAnalysis,
  type Headcounts,
  type MenuLine,
  type PlanDay,
  type PlannerData,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { useAppDispatch } from '../../platform/hooks';
import { lazyWhenIdle } from '../../platform/lazyWhenIdle';
import { useNow } from '../../platform/useNow';
import { useWarmCovers } from '../recipes/RecipeThumbnail';
import DayRecipeRow from './DayRecipeRow';
import type { WeekEditActions } from './weekSlots';

// The dialogs are no part of the week's first paint: the picker's search and filters (Autocomplete,
// Popper) and the headcount fields load once the week shows and the browser is idle, or on first opening
// (docs/architecture.md, "The planner's first load").
const picker = lazyWhenIdle(() => import('./RecipePickerDialog'));
const headcounts = lazyWhenIdle(() => import('../../components/HeadcountsDialog'));
const RecipePickerDialog = picker.Component;
const HeadcountsDialog = headcounts.Component;

export interface DayCardProps {
  weekId: string;
  dayIndex: number;
  date: string;
  day: PlanDay;
  entryBySlug: ReadonlyMap<string, RecipeListEntry>;
  /** The recipes the picker offers. */
  entries: RecipeListEntry[];
  data?: PlannerData;
  /** Days with room for one more recipe. */
  roomOn: (day: number) => boolean;
  /** The slice's edit actions; without them the day only reads. */
  edits?: WeekEditActions;
  /** Removes the recipe at `index` of this day (WeekDays offers to undo it). */
  onRemove?: (index: number, byKeyboard: boolean) => void;
  /** The day's headcounts (the Speiseplan), from its analysis once the planner data is there. */
  withHeads?: boolean;
  analysis?: DayAnalysis;
  /** The kitchen's menu line (the Speiseplan): the recipe picker starts at "vegetarisch" in that line. */
  menuLine?: MenuLine;
  /** The day's heading level below the page's headings. */
  headingLevel: 'h2' | 'h3';
  children?: ReactNode;
}

export default function DayCard(props: DayCardProps) {
  const { weekId, dayIndex, date, day, entryBySlug, entries, data, roomOn, edits, analysis } = props;
  const dispatch = useAppDispatch();
  const now = useNow();
  const [picking, setPicking] = useState(false);
  const [editingHeads, setEditingHeads] = useState(false);
  const editable = !!edits;
  const withHeads = !!props.withHeads;
  // The day's photos, also of a card below the fold, for the service worker to keep (offline week).
  useWarmCovers(day.recipes);
  useEffect(() => {
    if (!editable) return;
    picker.preload();
    if (withHeads) headcounts.preload();
  }, [editable, withHeads]);
  const label = WEEKDAYS[dayIndex]!.label;
  const heads = analysis?.heads ?? day.heads ?? {};
  const headsText =
    (analysis ? formatHeadcounts(heads) : 'Personen werden geladen …') +
    (day.heads ? ' (nur dieser Tag)' : '');
  /** The day's own headcounts; `undefined` drops them, so the profile's defaults apply again. */
  const setDayHeads = (next: Headcounts | undefined) => {
    if (edits) dispatch(edits.dayHeadsSet({ weekId, day: dayIndex, heads: next }));
    setEditingHeads(false);
  };
  const detailOf = (slug: string) => {
    const entry = entryBySlug.get(slug);
    // "Dessert · Dessert" says nothing twice: a dish type equal to the category is left out.
    if (entry)
      return [...new Set([entry.category, dishTypeLabel(entry.dishType)].filter(Boolean))].join(' · ');
    return data ? 'Rezept nicht gefunden' : '';
  };
  /** The season months in words when the dish is planned outside them (never for all-year dishes). */
  const outOfSeason = (slug: string) => {
    const months = entryBySlug.get(slug)?.months;
    return months ? outOfSeasonMonths(months, date) : undefined;
  };
  return (
    <Paper
      component="section"
      aria-label={`${label}, ${formatGermanDate(date)}`}
      variant="outlined"
      data-day-card
      // In a day column a long word (or text at 200 %) breaks instead of sticking out of the card.
      sx={{ p: { xs: 2, lg: 1.5 }, minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto' }}
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          <Typography
            variant={props.headingLevel}
            sx={{ fontSize: props.headingLevel === 'h2' ? '1.25rem' : '1.125rem' }}
          >
            {/* The date stays whole; in the day columns it has a line of its own, so the columns align. */}
            {label}{' '}
            <Typography
              component="span"
              color="text.secondary"
              sx={{ whiteSpace: 'nowrap', display: { lg: 'block' } }}
            >
              {formatGermanDate(date)}
            </Typography>
          </Typography>
          {/* Without edits (a reader, platform/roles.ts) the heads are text, not a control. */}
          {props.withHeads && !edits ? (
            <Typography variant="body2" color="text.secondary">
              {headsText}
            </Typography>
          ) : null}
          {props.withHeads && edits ? (
            <Button
              size="small"
              onClick={() => setEditingHeads(true)}
              sx={{ minHeight: 40, textAlign: 'left' }}
              // The name holds the visible text (WCAG 2.5.3: speech users say what they see).
              aria-label={`Personen am ${label} ändern: ${headsText}`}
            >
              {headsText}
            </Button>
          ) : null}
        </Stack>
        {day.changedBy ? (
          <Typography variant="caption" color="text.secondary" data-testid="day-changed-by">
            {changedByText(day.changedBy, now)}
          </Typography>
        ) : null}
        <List dense aria-label={`Rezepte am ${label}`}>
          {day.recipes.map((slug, index) => (
            <DayRecipeRow
              key={`${slug}-${index}`}
              slug={slug}
              name={entryBySlug.get(slug)?.name ?? slug}
              detail={detailOf(slug)}
              outOfSeason={outOfSeason(slug)}
              notVegetarian={analysis?.notVegetarian.includes(slug)}
              edit={
                edits && {
                  day: dayIndex,
                  index,
                  count: day.recipes.length,
                  roomOn,
                  onMove: (toDay, toIndex) =>
                    dispatch(
                      edits.recipeMoved({
                        weekId,
                        from: { day: dayIndex, index },
                        to: { day: toDay, index: toIndex },
                      }),
                    ),
                  onRemove: (byKeyboard) => props.onRemove?.(index, byKeyboard),
                }
              }
            />
          ))}
        </List>
        {day.recipes.length === 0 ? (
          <Typography color="text.secondary">Noch kein Rezept geplant.</Typography>
        ) : null}
        {edits ? (
          <div>
            <Button
              variant="outlined"
              size="small"
              disabled={!roomOn(dayIndex)}
              onClick={() => setPicking(true)}
              data-add-recipe
              sx={{ minHeight: 40 }}
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
        {props.children}
      </Stack>
      <Suspense fallback={null}>
        {picking && edits ? (
          <RecipePickerDialog
            dayLabel={label}
            date={date}
            entries={entries}
            data={data}
            menuLine={props.menuLine}
            onPick={(slug) => {
              dispatch(edits.recipeAdded({ weekId, day: dayIndex, slug }));
              setPicking(false);
            }}
            onClose={() => setPicking(false)}
          />
        ) : null}
        {editingHeads && edits ? (
          <HeadcountsDialog
            title={`Personen am ${label}`}
            text="Wie viele Personen essen an diesem Tag je Altersgruppe mit? Die Zahlen gelten nur für diesen Tag."
            heads={heads}
            onSave={setDayHeads}
            onClose={() => setEditingHeads(false)}
            extraAction={{ label: 'Wie im Profil', onClick: () => setDayHeads(undefined) }}
          />
        ) : null}
      </Suspense>
    </Paper>
  );
}
