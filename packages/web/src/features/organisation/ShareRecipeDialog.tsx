/**
 * „Rezept teilen“: the own recipes of the Träger-Leitung's current kitchen, each with „Teilen“ (or
 * „Erneut teilen“ when it is shared already: that publishes the edit made in the kitchen). Says what
 * sharing means: the Träger's kitchens see the recipe at once and cannot change it (org/shareRecipe).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dishTypeLabel, ORGANISATION_RECIPE_TEXTS, type RecipeListEntry } from '@speiseplaner/shared';
import { useAppDispatch } from '../../platform/hooks';
import { orgRecipeWriteSubmitted, useOrgRecipesSelector } from './orgRecipesSlice';

/** From this many own recipes on, the dialog offers a search field. */
const SEARCH_FROM = 8;

interface Props {
  organisationId: string;
  /** The current kitchen's name ('' without one). */
  kitchenName: string;
  hasKitchen: boolean;
  /** The person cooks or leads in the current kitchen (a reader cannot share its recipes). */
  mayShare: boolean;
  /** Whether an own recipe is shared already from this kitchen. */
  isShared: (entry: RecipeListEntry) => boolean;
  onClose: () => void;
}

export default function ShareRecipeDialog({
  organisationId,
  kitchenName,
  hasKitchen,
  mayShare,
  isShared,
  onClose,
}: Props) {
  const dispatch = useAppDispatch();
  const { own, ownLoad, write, lastWrite } = useOrgRecipesSelector((state) => state.orgRecipes);
  const [query, setQuery] = useState('');
  const sending = write.status === 'sending';
  const needle = query.trim().toLocaleLowerCase('de');
  const shown = needle ? own.filter((entry) => entry.name.toLocaleLowerCase('de').includes(needle)) : own;
  const kitchen = kitchenName ? `„${kitchenName}“` : 'Ihrer Küche';

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="share-recipe-title"
    >
      <DialogTitle id="share-recipe-title">Rezept teilen</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Sie teilen ein eigenes Rezept Ihrer aktuellen Küche {kitchen}. Alle Küchen des Trägers sehen es
            sofort in ihren Rezepten und beim Planen; ändern können sie es nicht, nur als eigenes Rezept
            kopieren. Ändern Sie es später in Ihrer Küche, teilen Sie es erneut: Dann bekommen alle Küchen die
            Änderung.
          </Typography>
          {!hasKitchen ? (
            <Alert severity="info">
              Sie arbeiten zurzeit in keiner Küche. Geteilt werden Rezepte der Küche, in der Sie gerade
              arbeiten.
            </Alert>
          ) : null}
          {hasKitchen && !mayShare ? (
            <Alert severity="info">{ORGANISATION_RECIPE_TEXTS.notACook}</Alert>
          ) : null}
          {ownLoad.status === 'loading' ? (
            <CircularProgress aria-label="Eigene Rezepte werden geladen" />
          ) : null}
          {ownLoad.status === 'failed' ? <Alert severity="error">{ownLoad.error}</Alert> : null}
          {hasKitchen && ownLoad.status === 'loaded' && own.length === 0 ? (
            <Typography>
              Die Küche {kitchen} hat noch keine eigenen Rezepte. Legen Sie ein Rezept unter „Rezepte“ an oder
              kopieren Sie eines; dann können Sie es hier teilen.
            </Typography>
          ) : null}
          {own.length >= SEARCH_FROM ? (
            <TextField
              label="Rezept suchen"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          ) : null}
          {own.length > 0 ? (
            <List aria-label={`Eigene Rezepte von ${kitchenName || 'Ihrer Küche'}`} disablePadding>
              {shown.map((entry) => {
                const again = isShared(entry);
                const busy = sending && lastWrite?.kind === 'share' && lastWrite.slug === entry.slug;
                return (
                  <ListItem
                    key={entry.slug}
                    divider
                    disableGutters
                    sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
                  >
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {entry.name}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {[dishTypeLabel(entry.dishType), entry.category, again ? 'bereits geteilt' : '']
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    </span>
                    <Button
                      variant={again ? 'outlined' : 'contained'}
                      loading={busy}
                      disabled={!mayShare || (sending && !busy)}
                      aria-label={`${entry.name} ${again ? 'erneut teilen' : 'teilen'}`}
                      onClick={() =>
                        dispatch(
                          orgRecipeWriteSubmitted({
                            organisationId,
                            write: { kind: 'share', slug: entry.slug, name: entry.name },
                          }),
                        )
                      }
                      sx={{ minHeight: 40 }}
                    >
                      {again ? 'Erneut teilen' : 'Teilen'}
                    </Button>
                  </ListItem>
                );
              })}
              {shown.length === 0 ? (
                <Typography sx={{ py: 1 }}>Kein eigenes Rezept passt zu „{query.trim()}“.</Typography>
              ) : null}
            </List>
          ) : null}
          {write.status === 'failed' && lastWrite?.kind === 'share' ? (
            <Alert severity="error">{write.error}</Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending} sx={{ minHeight: 40 }}>
          Schließen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
