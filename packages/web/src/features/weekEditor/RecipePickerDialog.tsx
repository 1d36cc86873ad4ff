/**
 * Adds a recipe to a day: search and the recipe filters (with "saisonal" for the day's month when the
 * day's date is known), then one click on a recipe. In a vegetarian menu line the filter starts at
 * "vegetarisch", and a dish that is not vegetarian says so in its line when the filter is widened. A
 * recipe of the kitchen's Träger carries the chip „Träger“; every line starts with the recipe's cover photo
 * (a quiet empty box without one).
 */
import { useDeferredValue, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  dishTypeLabel,
  formatEuro,
  notVegetarianDishes,
  recipePortionCosts,
  type MenuLine,
  type PlannerData,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import RecipeFilterBar from '../recipes/RecipeFilterBar';
import RecipeThumbnail from '../recipes/RecipeThumbnail';
import { EMPTY_FILTER, filterChoices, filterRecipes, type RecipeFilter } from '../recipes/recipeFilters';

/** Enough to pick from; narrowing the search shows the rest. */
const SHOWN = 40;

interface Props {
  dayLabel: string;
  /** The day's date (YYYY-MM-DD): the "saisonal" filter takes its month. */
  date?: string;
  entries: RecipeListEntry[];
  data?: PlannerData;
  /** The kitchen's menu line (the Speiseplan); the masterplan has none. */
  menuLine?: MenuLine;
  onPick: (slug: string) => void;
  onClose: () => void;
}

export default function RecipePickerDialog({
  dayLabel,
  date,
  entries,
  data,
  menuLine,
  onPick,
  onClose,
}: Props) {
  const vegetarianLine = menuLine === 'vegetarian';
  const [filter, setFilter] = useState<RecipeFilter>(() =>
    vegetarianLine ? { ...EMPTY_FILTER, diet: 'vegetarian' } : EMPTY_FILTER,
  );
  const deferred = useDeferredValue(filter);
  const choices = useMemo(() => filterChoices(entries), [entries]);
  const found = useMemo(() => filterRecipes(entries, deferred, data), [entries, deferred, data]);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="recipe-picker-title">
      <DialogTitle id="recipe-picker-title">Rezept für {dayLabel} hinzufügen</DialogTitle>
      {/* MUI drops the content's top padding after a title; the search field's floating label needs it. */}
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <RecipeFilterBar
          filter={filter}
          categories={choices.categories}
          tags={choices.tags}
          seasonDate={date}
          autoFocusSearch
          onChange={setFilter}
        />
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {found.length === 1 ? '1 Rezept' : `${found.length} Rezepte`} gefunden
          {found.length > SHOWN ? ` – die ersten ${SHOWN} werden gezeigt` : ''}
        </Typography>
        <List dense aria-label="Gefundene Rezepte">
          {found.slice(0, SHOWN).map((entry) => (
            <ListItem key={entry.slug} disablePadding>
              <ListItemButton onClick={() => onPick(entry.slug)}>
                <ListItemIcon sx={{ minWidth: 0, mr: 1.5 }}>
                  <RecipeThumbnail recipeId={entry.slug} name={entry.name} nameBeside />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <>
                      {entry.name}
                      {entry.organisation ? (
                        <Chip
                          component="span"
                          label="Träger"
                          size="small"
                          variant="outlined"
                          sx={{ ml: 1 }}
                        />
                      ) : null}
                    </>
                  }
                  secondary={[
                    vegetarianLine && data && notVegetarianDishes(data, [entry.slug]).length
                      ? 'nicht vegetarisch'
                      : '',
                    entry.category,
                    dishTypeLabel(entry.dishType),
                    data
                      ? `${formatEuro(recipePortionCosts(data, entry.slug).perKigaPortion)} je Kindergartenportion`
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
