/** /app/rezepte — every recipe the kitchen can use, with search and filters, and new own recipes. */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import { usePlannerData } from './plannerData';
import PageTitle from '../../components/PageTitle';
import NewRecipeDialog from './NewRecipeDialog';
import RecipeFilterBar from './RecipeFilterBar';
import { EMPTY_FILTER, filterChoices, filterRecipes, type RecipeFilter } from './recipeFilters';
import RecipeListTable from './RecipeListTable';
import { recipesNeeded, selectRecipes } from './recipesSlice';

function RecipeList() {
  const dispatch = useAppDispatch();
  const { entries, list } = useAppSelector(selectRecipes);
  const { data } = usePlannerData('catalogue');
  const [filter, setFilter] = useState<RecipeFilter>(EMPTY_FILTER);
  const deferred = useDeferredValue(filter);
  const [creating, setCreating] = useState(false);
  const mayEdit = useMay('edit');

  useEffect(() => {
    dispatch(recipesNeeded());
  }, [dispatch]);

  const choices = useMemo(() => filterChoices(entries), [entries]);
  const shown = useMemo(() => filterRecipes(entries, deferred, data), [entries, deferred, data]);

  return (
    <Stack spacing={2}>
      <PageTitle title="Rezepte" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">Rezepte</Typography>
        {mayEdit ? (
          <Button variant="contained" onClick={() => setCreating(true)} disabled={list.status !== 'loaded'}>
            Neues Rezept
          </Button>
        ) : null}
      </Stack>
      <RecipeFilterBar
        filter={filter}
        categories={choices.categories}
        tags={choices.tags}
        onChange={setFilter}
      />
      {list.status === 'failed' ? <Alert severity="error">{list.error}</Alert> : null}
      {list.status === 'loaded' ? (
        <>
          <Typography color="text.secondary">
            {shown.length === 1 ? '1 Rezept' : `${shown.length} Rezepte`} gefunden
          </Typography>
          <RecipeListTable entries={shown} data={data} />
        </>
      ) : list.status !== 'failed' ? (
        <CircularProgress aria-label="Rezepte werden geladen" />
      ) : null}
      {creating ? <NewRecipeDialog onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}

export default function RecipesPage() {
  return <RecipeList />;
}
