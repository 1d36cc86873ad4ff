/**
 * A kitchen's own recipes, for an admin who wants one of them shared with every kitchen: a row's
 * "Für alle Küchen übernehmen" asks once more (the copy is seen by all kitchens at once and cannot be
 * withdrawn here), then copies it (admin/shareRecipe) and links to the shared copy.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { dishTypeLabel, type RecipeListEntry } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import {
  kitchenRecipesClosed,
  recipeShareAsked,
  recipeShareCancelled,
  recipeShareConfirmed,
  type RecipeShare,
} from './adminKitchensSlice';

function ShareControls({
  kitchenId,
  entry,
  share,
}: {
  kitchenId: string;
  entry: RecipeListEntry;
  share?: RecipeShare;
}) {
  const dispatch = useAppDispatch();
  if (share?.status === 'done')
    return (
      <Typography>
        Übernommen:{' '}
        <Link component={RouterLink} to={`/app/rezepte/${share.sharedSlug}`}>
          gemeinsames Rezept ansehen
        </Link>
      </Typography>
    );
  if (share?.status === 'confirming' || share?.status === 'saving')
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography>Alle Küchen sehen die Kopie sofort.</Typography>
        <Button
          variant="contained"
          disabled={share.status === 'saving'}
          onClick={() => dispatch(recipeShareConfirmed({ kitchenId, slug: entry.slug }))}
        >
          {share.status === 'saving' ? 'Wird übernommen …' : `„${entry.name}“ übernehmen`}
        </Button>
        <Button
          disabled={share.status === 'saving'}
          onClick={() => dispatch(recipeShareCancelled({ slug: entry.slug }))}
        >
          Abbrechen
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {share?.status === 'failed' ? <Alert severity="error">{share.error}</Alert> : null}
      <Button variant="outlined" onClick={() => dispatch(recipeShareAsked({ slug: entry.slug }))}>
        Für alle Küchen übernehmen
      </Button>
    </Stack>
  );
}

export default function KitchenRecipesDialog() {
  const dispatch = useAppDispatch();
  const recipes = useAppSelector((state) => state.adminKitchens.recipes);
  if (!recipes) return null;
  const close = () => dispatch(kitchenRecipesClosed());
  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth aria-labelledby="kitchen-recipes-title">
      <DialogTitle id="kitchen-recipes-title">Rezepte von {recipes.name}</DialogTitle>
      <DialogContent>
        {recipes.load.status === 'loading' ? <CircularProgress aria-label="Rezepte werden geladen" /> : null}
        {recipes.load.status === 'failed' ? <Alert severity="error">{recipes.load.error}</Alert> : null}
        {recipes.load.status === 'loaded' && recipes.entries.length === 0 ? (
          <Typography>Diese Küche hat noch keine eigenen Rezepte.</Typography>
        ) : null}
        {recipes.entries.length > 0 ? (
          <>
            <Typography color="text.secondary">
              Ein übernommenes Rezept wird als Kopie zu den gemeinsamen Rezepten gelegt, mit der Einrichtung
              als Urheberin. Das Rezept der Küche bleibt, wie es ist.
            </Typography>
            <List aria-label={`Rezepte von ${recipes.name}`}>
              {recipes.entries.map((entry) => (
                <ListItem key={entry.slug} divider sx={{ display: 'block', px: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{entry.name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {[dishTypeLabel(entry.dishType), entry.category].filter(Boolean).join(' · ')}
                  </Typography>
                  <ShareControls
                    kitchenId={recipes.kitchenId}
                    entry={entry}
                    share={recipes.shares[entry.slug]}
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
