/** Edits an own recipe (or, for admins, a shared one); every change is autosaved (1 s after the last one). */
import { useCallback, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DIFFICULTIES,
  DISH_TYPES,
  MAX_TAGS,
  MONTH_NAMES,
  multiLineTextProblem,
  singleLineTextProblem,
  textProblemMessage,
  type Recipe,
  type TextProblem,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import BlurNumberField, { amountText } from '../../components/BlurNumberField';
import { selectIngredientMap } from '../ingredients/ingredientsSlice';
import IngredientLinesEditor from './IngredientLinesEditor';
import PortionFactorsEditor from './PortionFactorsEditor';
import { recipeEdited } from './recipesSlice';

/** The schema's message when a typed text is refused (it then stays in the field, unsaved). */
const problemText = (problem: TextProblem) => (problem ? textProblemMessage(problem) : undefined);

export default function RecipeEditor({ recipe }: { recipe: Recipe }) {
  const dispatch = useAppDispatch();
  const catalogue = useAppSelector(selectIngredientMap);
  // Local text, so the name can be cleared and retyped (an empty name is not taken over).
  const [name, setName] = useState(recipe.name);
  // Category and method likewise: a text the schema refuses (an invisible character) stays visible with
  // the schema's message instead of vanishing.
  const [category, setCategory] = useState(recipe.category);
  const [method, setMethod] = useState(recipe.method);
  const nameProblem = problemText(singleLineTextProblem(name));
  const categoryProblem = problemText(singleLineTextProblem(category));
  const methodProblem = problemText(multiLineTextProblem(method));
  // A tag the schema refuses is not taken over; say why instead of letting it vanish.
  const [tagsProblem, setTagsProblem] = useState<string>();
  const edit = (changes: Partial<Recipe>) => dispatch(recipeEdited({ slug: recipe.slug, changes }));
  // Stable, so the factor fields (memoised) do not re-render on every letter of the name or method.
  const setFactors = useCallback(
    (headPortionFactors: Recipe['headPortionFactors']) =>
      dispatch(recipeEdited({ slug: recipe.slug, changes: { headPortionFactors } })),
    [dispatch, recipe.slug],
  );

  return (
    <Stack spacing={2} component="section" aria-label="Rezept bearbeiten" className="no-print">
      <TextField
        label="Name"
        value={name}
        required
        error={!name.trim() || nameProblem !== undefined}
        helperText={nameProblem}
        onChange={(e) => {
          setName(e.target.value);
          edit({ name: e.target.value });
        }}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Gerichtsart"
          value={recipe.dishType}
          onChange={(e) => edit({ dishType: e.target.value as Recipe['dishType'] })}
          sx={{ minWidth: 200 }}
        >
          {DISH_TYPES.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Kategorie"
          value={category}
          error={categoryProblem !== undefined}
          helperText={categoryProblem}
          onChange={(e) => {
            setCategory(e.target.value);
            edit({ category: e.target.value });
          }}
        />
        <TextField
          select
          label="Aufwand"
          value={recipe.complexity}
          onChange={(e) => edit({ complexity: Number(e.target.value) as Recipe['complexity'] })}
          sx={{ minWidth: 150 }}
        >
          {DIFFICULTIES.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
        <BlurNumberField
          label="Portionen (Kindergarten)"
          positive
          text={amountText(recipe.portions)}
          onApply={(portions) => edit({ portions })}
        />
      </Stack>
      <Autocomplete
        multiple
        freeSolo
        options={[] as string[]}
        value={recipe.tags}
        onChange={(_e, tags) => {
          const next = tags
            .map((t) => t.trim())
            .filter(Boolean)
            .slice(0, MAX_TAGS);
          setTagsProblem(problemText(next.map(singleLineTextProblem).find(Boolean)));
          edit({ tags: next });
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Schlagworte (Eingabe mit Enter)"
            error={tagsProblem !== undefined}
            helperText={tagsProblem}
          />
        )}
      />
      <PortionFactorsEditor factors={recipe.headPortionFactors} onChange={setFactors} />
      <Typography variant="h3" component="h3">
        Saison
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
        {MONTH_NAMES.map((month, i) => (
          <FormControlLabel
            key={month}
            label={month}
            control={
              <Checkbox
                checked={recipe.months[i] === true}
                onChange={(e) =>
                  edit({ months: recipe.months.map((m, j) => (j === i ? e.target.checked : m)) })
                }
              />
            }
          />
        ))}
      </Stack>
      <Typography variant="h3" component="h3">
        Zutaten für {amountText(recipe.portions)} Kindergarten-Portion(en), netto
      </Typography>
      <IngredientLinesEditor
        lines={recipe.ingredients}
        catalogue={catalogue}
        onChange={(ingredients) => edit({ ingredients })}
      />
      <TextField
        label="Zubereitung"
        multiline
        minRows={4}
        value={method}
        error={methodProblem !== undefined}
        helperText={methodProblem}
        onChange={(e) => {
          setMethod(e.target.value);
          edit({ method: e.target.value });
        }}
      />
    </Stack>
  );
}
