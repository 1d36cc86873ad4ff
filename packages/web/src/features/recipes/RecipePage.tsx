/**
 * /app/rezepte/:slug — one recipe. Its slot is 'pending' while it loads and 'notFound' when it cannot be
 * loaded ('Rezept nicht gefunden'). Print layout: the frame and the controls are hidden.
 */
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLoadedRecipe } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { usePlannerData } from './plannerData';
import ConflictDialog from '../../platform/autosave/ConflictDialog';
import SaveRefusedNotice from '../../platform/autosave/SaveRefusedNotice';
import { useAutosaveGuard } from '../../platform/autosave/useAutosaveGuard';
import PageTitle from '../../components/PageTitle';
import PrintStyles from '../../components/PrintStyles';
import RecipeDetails from './RecipeDetails';
import { recipeSelected, recipesNeeded, selectRecipeSlot } from './recipesSlice';

function RecipeView({ slug }: { slug: string }) {
  const dispatch = useAppDispatch();
  const slot = useAppSelector((state) => selectRecipeSlot(state, slug));
  const { data, error } = usePlannerData('catalogue');
  useAutosaveGuard();

  useEffect(() => {
    dispatch(recipeSelected(slug));
    dispatch(recipesNeeded());
  }, [dispatch, slug]);

  const back = (
    <Button className="no-print" component={RouterLink} to="/app/rezepte" sx={{ alignSelf: 'flex-start' }}>
      Zurück zu den Rezepten
    </Button>
  );
  if (slot === 'notFound') {
    return (
      <Stack spacing={2}>
        <PageTitle title="Rezept nicht gefunden" />
        <Typography variant="h1">Rezept nicht gefunden</Typography>
        <Typography>Das Rezept „{slug}“ gibt es nicht oder es konnte nicht geladen werden.</Typography>
        {back}
      </Stack>
    );
  }
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!isLoadedRecipe(slot) || !data) return <CircularProgress aria-label="Rezept wird geladen" />;
  return (
    <Stack spacing={2}>
      <PageTitle title={slot.name} />
      <PrintStyles page="A4 portrait" sheet="recipe-page" />
      {back}
      <SaveRefusedNotice area="recipes" docKey={slug} />
      <RecipeDetails recipe={slot} data={data} />
      <ConflictDialog area="recipes" what="dieses Rezepts" />
    </Stack>
  );
}

export default function RecipePage() {
  const { slug = '' } = useParams();
  return <RecipeView key={slug} slug={slug} />;
}
