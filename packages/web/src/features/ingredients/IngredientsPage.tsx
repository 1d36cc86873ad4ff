/**
 * /app/zutaten — the ingredient catalogue with search and sorting, the price dialog per ingredient,
 * own prices and own allergen marks, and (admins) new ingredients. All catalogue prices are example prices.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { today } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import ConflictDialog from '../../platform/autosave/ConflictDialog';
import SaveRefusedNotice from '../../platform/autosave/SaveRefusedNotice';
import { useAutosaveGuard } from '../../platform/autosave/useAutosaveGuard';
import PageTitle from '../../components/PageTitle';
import IngredientTable from './IngredientTable';
import { ingredientRow, visibleRows, type SortDirection, type SortKey } from './ingredientRows';
import { ingredientsNeeded, selectIngredients } from './ingredientsSlice';
import NewIngredientDialog from './NewIngredientDialog';
import OwnAllergensDialog from './OwnAllergensDialog';
import PriceDialog from './PriceDialog';

const ROWS_PER_PAGE = 50;
const NO_PRICES = {};
const NO_MARKS = {};

function IngredientCatalogue() {
  useAutosaveGuard();
  const dispatch = useAppDispatch();
  const { items, status, error } = useAppSelector(selectIngredients);
  const userPrices = useAppSelector((state) => state.auth.user?.prices ?? NO_PRICES);
  const userAllergens = useAppSelector((state) => state.auth.user?.allergens ?? NO_MARKS);
  const admin = useAppSelector((state) => state.auth.user?.admin === true);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [sortKey, setSortKey] = useState<SortKey>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [allergensOf, setAllergensOf] = useState<string | null>(null);

  useEffect(() => {
    dispatch(ingredientsNeeded());
  }, [dispatch]);

  const rows = useMemo(() => {
    const day = today();
    return Object.values(items).map((i) => ingredientRow(i, userPrices, day, userAllergens));
  }, [items, userPrices, userAllergens]);
  const shown = useMemo(
    () => visibleRows(rows, deferredSearch, sortKey, direction),
    [rows, deferredSearch, sortKey, direction],
  );
  const sort = (key: SortKey) => {
    setDirection(key === sortKey && direction === 'asc' ? 'desc' : 'asc');
    setSortKey(key);
    setPage(0);
  };
  const opened = open ? items[open] : undefined;
  const marksOpened = allergensOf ? items[allergensOf] : undefined;
  // The ingredients with the kitchen's own allergen marks, by name: each opens its dialog.
  const ownMarked = useMemo(
    () =>
      Object.keys(userAllergens)
        .flatMap((slug) => (items[slug] ? [items[slug]] : []))
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    [userAllergens, items],
  );

  return (
    <Stack spacing={2}>
      <PageTitle title="Zutaten" />
      <Typography variant="h1">Zutaten</Typography>
      <Alert severity="info">
        Beispielpreise: Die Katalogpreise sind Beispielpreise aus dem Bio-Großhandel. Tragen Sie Ihre eigenen
        Einkaufspreise ein – sie gelten nur für Ihre Einrichtung.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Zutaten durchsuchen"
          type="search"
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: { sm: 280 } }}
        />
        {admin ? (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            Neue Zutat
          </Button>
        ) : null}
      </Stack>
      {status === 'loaded' && ownMarked.length ? (
        <Typography component="div" data-testid="own-allergens-list">
          Eigene Allergenangaben:{' '}
          {ownMarked.map((ingredient, i) => (
            <span key={ingredient.slug}>
              {i > 0 ? ', ' : ''}
              <Link component="button" type="button" onClick={() => setAllergensOf(ingredient.slug)}>
                {ingredient.name}
              </Link>
            </span>
          ))}
        </Typography>
      ) : null}
      {status === 'failed' ? <Alert severity="error">{error}</Alert> : null}
      {/* Own prices are edited in the price dialog, which shows its ingredient's refusal too. */}
      <SaveRefusedNotice area="ingredients" />
      {status === 'loaded' ? (
        <>
          <IngredientTable
            rows={shown.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE)}
            sortKey={sortKey}
            direction={direction}
            onSort={sort}
            onOpen={setOpen}
          />
          <TablePagination
            component="div"
            count={shown.length}
            page={page}
            rowsPerPage={ROWS_PER_PAGE}
            rowsPerPageOptions={[ROWS_PER_PAGE]}
            onPageChange={(_event, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} von ${count}`}
          />
        </>
      ) : status !== 'failed' ? (
        <CircularProgress aria-label="Zutaten werden geladen" />
      ) : null}
      {opened ? (
        <PriceDialog
          ingredient={opened}
          onClose={() => setOpen(null)}
          onAllergens={() => {
            setOpen(null);
            setAllergensOf(opened.slug);
          }}
        />
      ) : null}
      {marksOpened ? (
        <OwnAllergensDialog ingredient={marksOpened} onClose={() => setAllergensOf(null)} />
      ) : null}
      {adding ? (
        <NewIngredientDialog onClose={() => setAdding(false)} onAdded={(slug) => setOpen(slug)} />
      ) : null}
      <ConflictDialog area="ingredients" what="dieser Zutat" />
    </Stack>
  );
}

export default function IngredientsPage() {
  return <IngredientCatalogue />;
}
