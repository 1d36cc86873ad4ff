/**
 * The search field and filters of a recipe list; reusable wherever recipes are picked. Given the date
 * being planned (`seasonDate`), it also offers "saisonal": only recipes in season in that date's month.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DIFFICULTIES, DISH_TYPES, MONTH_NAMES, monthIndexOf } from '@speiseplaner/shared';
import type { RecipeFilter } from './recipeFilters';

interface Props {
  filter: RecipeFilter;
  categories: string[];
  tags: string[];
  /** The day being planned (YYYY-MM-DD): offers the "saisonal" filter for its month. */
  seasonDate?: string;
  /** Puts the focus in the search field on opening (the recipe picker dialog). */
  autoFocusSearch?: boolean;
  onChange: (filter: RecipeFilter) => void;
}

const ANY = '';

export default function RecipeFilterBar({
  filter,
  categories,
  tags,
  seasonDate,
  autoFocusSearch,
  onChange,
}: Props) {
  const set = <K extends keyof RecipeFilter>(key: K, value: RecipeFilter[K]) =>
    onChange({ ...filter, [key]: value });
  const small = { size: 'small', sx: { minWidth: 170 } } as const;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        {...small}
        label="Rezepte durchsuchen"
        type="search"
        // In a dialog the search is the first input: the first letters typed go there (docs/product.md).
        autoFocus={autoFocusSearch}
        value={filter.search}
        onChange={(e) => set('search', e.target.value)}
        sx={{ minWidth: 240 }}
      />
      <TextField
        {...small}
        select
        label="Kategorie"
        value={filter.category}
        onChange={(e) => set('category', e.target.value)}
      >
        <MenuItem value={ANY}>Alle</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...small}
        select
        label="Gerichtsart"
        value={filter.dishType}
        onChange={(e) => set('dishType', e.target.value)}
      >
        <MenuItem value={ANY}>Alle</MenuItem>
        {DISH_TYPES.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...small}
        select
        label="Saison"
        value={filter.month === null ? ANY : String(filter.month)}
        onChange={(e) => set('month', e.target.value === ANY ? null : Number(e.target.value))}
      >
        <MenuItem value={ANY}>Ganzjährig</MenuItem>
        {MONTH_NAMES.map((m, i) => (
          <MenuItem key={m} value={String(i)}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...small}
        select
        label="Aufwand"
        value={filter.complexity === null ? ANY : String(filter.complexity)}
        onChange={(e) => set('complexity', e.target.value === ANY ? null : Number(e.target.value))}
      >
        <MenuItem value={ANY}>Alle</MenuItem>
        {DIFFICULTIES.map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.label}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={tags}
        value={filter.tags}
        onChange={(_e, value) => set('tags', value)}
        renderInput={(params) => <TextField {...params} label="Schlagworte" />}
        sx={{ minWidth: 220 }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Ernährungsform"
        value={filter.diet}
        onChange={(_e, value: RecipeFilter['diet'] | null) => set('diet', value ?? 'all')}
      >
        <ToggleButton value="all">Alle</ToggleButton>
        <ToggleButton value="vegetarian">vegetarisch</ToggleButton>
        <ToggleButton value="vegan">vegan</ToggleButton>
      </ToggleButtonGroup>
      {seasonDate ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={filter.inSeasonOn !== null}
              onChange={(e) => set('inSeasonOn', e.target.checked ? seasonDate : null)}
            />
          }
          label={`Nur saisonal (${MONTH_NAMES[monthIndexOf(seasonDate)]})`}
        />
      ) : null}
    </Stack>
  );
}
