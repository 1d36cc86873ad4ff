/**
 * „Rezepte des Trägers“ on the Träger page (docs/product.md, "Träger"): the Träger's recipes (name, the
 * kitchen it came from, version and day), „Rezept teilen“ (ShareRecipeDialog), per recipe „Erneut
 * teilen“ when it came from the current kitchen (publishes the edit made there) and „Zurückziehen“ after
 * a question (kitchens no longer see it; weeks that plan it stay as they are).
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ownRecipeAuthor, roleAllows, type RecipeListEntry } from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import StoreAreasGate from '../../platform/StoreAreasGate';
import ConfirmDialog from '../../components/ConfirmDialog';
import { selectAuth } from '../auth/authSlice';
import ShareRecipeDialog from './ShareRecipeDialog';
import { orgSharedAreas } from './orgSharedAreas';
import {
  orgRecipesNeeded,
  orgRecipeWriteSeen,
  orgRecipeWriteSubmitted,
  useOrgRecipesSelector,
  type OrgRecipeWrite,
} from './orgRecipesSlice';
import { dayOf } from './orgText';

const fromText = (entry: RecipeListEntry) => entry.author || 'unbekannt';

function OrgRecipes({ organisationId }: { organisationId: string }) {
  const dispatch = useAppDispatch();
  const { user } = useAppSelector(selectAuth);
  const kitchenId = user?.kitchenId ?? '';
  const kitchenName = user?.name ?? '';
  const { recipes, load, own, ownLoad, write, lastWrite } = useOrgRecipesSelector(
    (state) => state.orgRecipes,
  );
  const [sharing, setSharing] = useState(false);
  const [withdrawing, setWithdrawing] = useState<RecipeListEntry | undefined>();

  useEffect(() => {
    dispatch(orgRecipesNeeded({ organisationId, kitchenId }));
  }, [dispatch, organisationId, kitchenId]);

  // A done write closes its dialog (adjusted while rendering, as React's docs suggest for state that
  // follows another).
  const [seen, setSeen] = useState(write.status);
  if (seen !== write.status) {
    setSeen(write.status);
    if (write.status === 'done') {
      setSharing(false);
      setWithdrawing(undefined);
    }
  }

  /**
   * The Träger's copy came from the current kitchen: its author is the kitchen's name and the kitchen has
   * an own recipe of that slug. Only then „Erneut teilen“ sends that own recipe again (the list entry does
   * not name the source kitchen; the server replaces a copy of the same source and numbers any other).
   */
  const ownSlugs = new Set(own.map((entry) => entry.slug));
  // The author the server gives a recipe shared from this kitchen (shared ownRecipeAuthor).
  const kitchenAuthor = ownRecipeAuthor({ name: kitchenName }) ?? '';
  const fromHere = (entry: RecipeListEntry) =>
    kitchenId !== '' && ownSlugs.has(entry.slug) && (entry.author ?? '') === kitchenAuthor;
  const sharedSlugs = new Set(recipes.filter(fromHere).map((entry) => entry.slug));

  const send = (request: OrgRecipeWrite) =>
    dispatch(orgRecipeWriteSubmitted({ organisationId, write: request }));
  const sending = write.status === 'sending';
  const dialogOpen = sharing || withdrawing !== undefined;

  return (
    <Stack spacing={2} component="section" aria-labelledby="org-recipes-heading">
      <Typography variant="h2" id="org-recipes-heading">
        Rezepte des Trägers{load.status === 'loaded' ? ` (${recipes.length})` : ''}
      </Typography>
      <Typography color="text.secondary">
        Rezepte, die Sie hier teilen, sehen alle Küchen des Trägers sofort in ihren Rezepten und beim Planen.
        Ändern können die Küchen sie nicht, nur als eigenes Rezept kopieren.
      </Typography>
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(orgRecipesNeeded({ organisationId, kitchenId }))}>
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      {load.status === 'loading' || load.status === 'idle' ? (
        <CircularProgress aria-label="Rezepte des Trägers werden geladen" />
      ) : null}
      {load.status === 'loaded' && recipes.length === 0 ? (
        <Typography color="text.secondary">
          Noch kein Rezept geteilt. Mit „Rezept teilen“ geben Sie ein eigenes Rezept Ihrer Küche an alle
          Küchen des Trägers.
        </Typography>
      ) : null}
      {recipes.length > 0 ? (
        <ScrollRegion label="Rezepte des Trägers">
          <Table size="small" aria-label="Rezepte des Trägers">
            <TableHead>
              <TableRow>
                <TableCell>Rezept</TableCell>
                <TableCell>Aus der Küche</TableCell>
                <TableCell>Stand</TableCell>
                <TableCell>Aktionen</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recipes.map((entry) => (
                <TableRow key={entry.slug}>
                  <TableCell component="th" scope="row">
                    {entry.name}
                  </TableCell>
                  <TableCell>{fromText(entry)}</TableCell>
                  <TableCell>
                    Version {entry.version}
                    {entry.changedBy ? `, ${dayOf(entry.changedBy.at)}` : ''}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {fromHere(entry) ? (
                        <Button
                          disabled={sending}
                          aria-label={`${entry.name} erneut teilen`}
                          onClick={() => send({ kind: 'share', slug: entry.slug, name: entry.name })}
                          sx={{ minHeight: 40 }}
                        >
                          Erneut teilen
                        </Button>
                      ) : null}
                      <Button
                        color="error"
                        disabled={sending}
                        aria-label={`${entry.name} zurückziehen`}
                        onClick={() => {
                          dispatch(orgRecipeWriteSeen());
                          setWithdrawing(entry);
                        }}
                        sx={{ minHeight: 40 }}
                      >
                        Zurückziehen
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : null}
      {/* Only once the kitchen's own recipes are known: before, every recipe would look foreign. */}
      {ownLoad.status === 'loaded' && recipes.some((entry) => !fromHere(entry)) ? (
        <Typography variant="body2" color="text.secondary">
          „Erneut teilen“ gibt es für Rezepte aus der Küche, in der Sie gerade arbeiten
          {kitchenName ? ` („${kitchenName}“)` : ''}. Ein Rezept einer anderen Küche ändern Sie dort und
          teilen es nach einem Wechsel in diese Küche erneut.
        </Typography>
      ) : null}
      {!dialogOpen && write.status === 'done' && lastWrite ? (
        <Alert severity="success">
          {lastWrite.kind === 'share'
            ? `„${lastWrite.name}“ ist geteilt: Alle Küchen des Trägers sehen den jetzigen Stand.`
            : `„${lastWrite.name}“ ist zurückgezogen: Die Küchen sehen es nicht mehr in ihren Listen.`}
        </Alert>
      ) : null}
      {!dialogOpen && write.status === 'failed' ? <Alert severity="error">{write.error}</Alert> : null}
      <div>
        <Button
          variant="contained"
          onClick={() => {
            dispatch(orgRecipeWriteSeen());
            setSharing(true);
          }}
          sx={{ minHeight: 40 }}
        >
          Rezept teilen
        </Button>
      </div>
      {sharing ? (
        <ShareRecipeDialog
          organisationId={organisationId}
          kitchenName={kitchenName}
          hasKitchen={kitchenId !== ''}
          mayShare={roleAllows(user?.role, 'cook')}
          isShared={(entry) => sharedSlugs.has(entry.slug)}
          onClose={() => {
            dispatch(orgRecipeWriteSeen());
            setSharing(false);
          }}
        />
      ) : null}
      {withdrawing ? (
        <ConfirmDialog
          title="Rezept zurückziehen?"
          confirmLabel="Zurückziehen"
          busy={sending}
          error={write.status === 'failed' ? write.error : undefined}
          onConfirm={() => send({ kind: 'withdraw', slug: withdrawing.slug, name: withdrawing.name })}
          onClose={() => {
            dispatch(orgRecipeWriteSeen());
            setWithdrawing(undefined);
          }}
        >
          „{withdrawing.name}“ verschwindet aus den Rezeptlisten und der Auswahl beim Planen aller Küchen des
          Trägers. Wochen, die es schon planen, bleiben, wie sie sind. Aus der Küche „{fromText(withdrawing)}“
          lässt es sich später wieder teilen.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

export default function OrgRecipesSection({ organisationId }: { organisationId: string }) {
  return (
    <StoreAreasGate areas={orgSharedAreas}>
      <OrgRecipes organisationId={organisationId} />
    </StoreAreasGate>
  );
}
