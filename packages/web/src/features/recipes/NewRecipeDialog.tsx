/**
 * Creates an own recipe. Its slug comes from the name (editable) and must not exist yet — neither as
 * shared nor as own recipe; then the recipe is added, autosaved, and opened for editing.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DISH_TYPES,
  RecipeSchema,
  singleLineTextProblem,
  slugify,
  textProblemMessage,
  type DishTypeId,
  type Recipe,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { recipeCreated, selectRecipes } from './recipesSlice';

interface Props {
  onClose: () => void;
  /** A shared or the Träger's recipe to start from (its ingredients, season, method …); without it the recipe starts empty. */
  template?: Recipe;
}

export default function NewRecipeDialog({ onClose, template }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { entries, loaded } = useAppSelector(selectRecipes);
  // An own recipe belongs to the current kitchen (the server sets the same owner).
  const owner = useAppSelector((state) => state.auth.user?.kitchenId || state.auth.user?.id);
  const [name, setName] = useState(template ? `${template.name} (eigene Variante)` : '');
  const [slugInput, setSlugInput] = useState<string | null>(null);
  const [dishType, setDishType] = useState<DishTypeId>(template?.dishType ?? 'component');
  const [error, setError] = useState<string | null>(null);
  const slug = slugInput ?? slugify(name);

  const submit = () => {
    if (entries.some((e) => e.slug === slug) || typeof loaded[slug] === 'object') {
      setError(`Ein Rezept mit der Kurzbezeichnung „${slug}“ gibt es schon. Bitte wählen Sie eine andere.`);
      return;
    }
    const problem = singleLineTextProblem(name.trim());
    if (problem) {
      setError(textProblemMessage(problem));
      return;
    }
    // A copy is the kitchen's own: the backend signs it with the kitchen's name, not the template's author.
    // Nor is it the Träger's any more (`organisation` marks the Träger's recipes).
    const start: Partial<Recipe> = { ...template };
    delete start.author;
    delete start.organisation;
    const parsed = RecipeSchema.safeParse({ ...start, slug, name: name.trim(), dishType, owner, version: 0 });
    if (!parsed.success) {
      setError('Die Kurzbezeichnung darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.');
      return;
    }
    dispatch(recipeCreated(parsed.data));
    onClose();
    void navigate(`/app/rezepte/${slug}`, { state: { edit: true } });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="new-recipe-title">
      <DialogTitle id="new-recipe-title">
        {template ? 'Als eigenes Rezept kopieren' : 'Neues Rezept'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name des Rezepts"
            value={name}
            required
            autoFocus
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
          <TextField
            label="Kurzbezeichnung"
            value={slug}
            error={error !== null}
            helperText={error ?? 'erscheint in der Adresse des Rezepts'}
            onChange={(e) => {
              setSlugInput(e.target.value);
              setError(null);
            }}
          />
          <TextField
            select
            label="Gerichtsart"
            value={dishType}
            onChange={(e) => setDishType(e.target.value as DishTypeId)}
          >
            {DISH_TYPES.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" onClick={submit} disabled={!name.trim() || !slug}>
          Rezept anlegen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
