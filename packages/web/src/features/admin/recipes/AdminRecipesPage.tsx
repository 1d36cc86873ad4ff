/**
 * /verwaltung/rezepte: the shared recipes every kitchen sees. Each opens on its recipe page, where an
 * admin edits it with the kitchens' editor (portion factors, season, dish type and tags included); a
 * change there is saved for all kitchens and recorded in the Änderungsprotokoll.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { dishTypeLabel, MONTH_ABBREVIATIONS } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import PageTitle from '../../../components/PageTitle';
import ScrollRegion from '../../../components/ScrollRegion';
import { EMPTY_FILTER, filterRecipes } from '../../recipes/recipeFilters';
import { recipesNeeded, selectRecipes } from '../../recipes/recipesSlice';

/** "Mai–Sep", "ganzjährig", or the months listed. */
function seasonText(months: boolean[]): string {
  if (months.every(Boolean)) return 'ganzjährig';
  const on = MONTH_ABBREVIATIONS.filter((_m, i) => months[i]);
  return on.length ? on.join(', ') : 'keine Monate';
}

export default function AdminRecipesPage() {
  const dispatch = useAppDispatch();
  const { list, entries } = useAppSelector(selectRecipes);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  useEffect(() => {
    dispatch(recipesNeeded());
  }, [dispatch]);
  // Shared recipes have neither an owner nor a Träger (`organisation`).
  const shared = useMemo(
    () => entries.filter((entry) => entry.owner === undefined && entry.organisation === undefined),
    [entries],
  );
  // The same search as the Rezepte page and the plan's picker: name, tags or category.
  const shown = useMemo(
    () => filterRecipes(shared, { ...EMPTY_FILTER, search: deferred }, undefined),
    [shared, deferred],
  );

  return (
    <Stack spacing={2}>
      <PageTitle title="Gemeinsame Rezepte – Verwaltung" />
      <Typography variant="h1">Gemeinsame Rezepte</Typography>
      <Typography color="text.secondary">
        Diese Rezepte sehen alle Küchen. Öffnen Sie ein Rezept und wählen Sie „Bearbeiten“: Änderungen gelten
        sofort für alle Küchen und stehen im Änderungsprotokoll.
      </Typography>
      <TextField
        label="Gemeinsame Rezepte durchsuchen"
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 420 }}
      />
      {list.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(recipesNeeded())}>
              Erneut versuchen
            </Button>
          }
        >
          {list.error}
        </Alert>
      ) : null}
      {list.status !== 'loaded' && list.status !== 'failed' ? (
        <CircularProgress aria-label="Rezepte werden geladen" />
      ) : null}
      {list.status === 'loaded' ? (
        <>
          <Typography>
            {shown.length === shared.length
              ? `${shared.length} gemeinsame Rezepte`
              : `${shown.length} von ${shared.length} gemeinsamen Rezepten`}
          </Typography>
          <ScrollRegion label="Gemeinsame Rezepte">
            <Table size="small" aria-label="Gemeinsame Rezepte">
              <TableHead>
                <TableRow>
                  <TableCell>Rezept</TableCell>
                  <TableCell>Gerichtsart</TableCell>
                  <TableCell>Kategorie</TableCell>
                  <TableCell>Saison</TableCell>
                  <TableCell>Schlagworte</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((entry) => (
                  <TableRow key={entry.slug}>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={`/app/rezepte/${entry.slug}`}>
                        {entry.name}
                      </Link>
                    </TableCell>
                    <TableCell>{dishTypeLabel(entry.dishType)}</TableCell>
                    <TableCell>{entry.category || '–'}</TableCell>
                    <TableCell>{seasonText(entry.months)}</TableCell>
                    <TableCell>{entry.tags.join(', ') || '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </>
      ) : null}
    </Stack>
  );
}
