/**
 * /app/zutaten — the ingredient catalogue with search and sorting, the price dialog per ingredient,
 * own prices and own allergen marks, and (admins) new ingredients. All catalogue prices are example prices.
 * Each price says where it comes from („eigene“, „Träger“, „Katalog“: shared PRICE_SOURCE_LABELS).
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice, OWN_ALLERGENS_MARK, PRICE_SOURCE_LABELS, today } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import ConflictDialog from '../../platform/autosave/ConflictDialog';
import SaveRefusedNotice from '../../platform/autosave/SaveRefusedNotice';
import { useAutosaveGuard } from '../../platform/autosave/useAutosaveGuard';
import PageTitle from '../../components/PageTitle';
import IngredientTable, {
  IngredientSearchField,
  useIngredientTable,
  type IngredientColumn,
  type TableSort,
} from './IngredientTable';
import { ingredientRow, visibleRows, type IngredientRow, type SortKey } from './ingredientRows';
import { ingredientsNeeded, selectIngredients } from './ingredientsSlice';
import NewIngredientDialog from './NewIngredientDialog';
import OwnAllergensDialog from './OwnAllergensDialog';
import PriceDialog from './PriceDialog';

const NO_PRICES = {};
const NO_MARKS = {};

const COLUMNS: IngredientColumn<IngredientRow, SortKey>[] = [
  { key: 'name', label: 'Name', cell: (row) => row.name },
  { key: 'unit', label: 'Einheit', cell: (row) => row.unit },
  { key: 'referenceAmount', label: 'Bezugsmenge', numeric: true, cell: (row) => row.referenceAmount },
  {
    key: 'currentPrice',
    label: 'Aktueller Preis (€)',
    numeric: true,
    cell: (row) => formatPrice(row.currentPrice),
  },
  {
    key: 'comparable',
    label: 'Vergleichspreis je 100 (€)',
    numeric: true,
    cell: (row) => (
      <>
        {formatPrice(row.comparable)}
        {row.priceSource === 'none' ? null : (
          <Chip
            label={PRICE_SOURCE_LABELS[row.priceSource]}
            title={`Preisquelle: ${PRICE_SOURCE_LABELS[row.priceSource]}`}
            size="small"
            color={row.priceSource === 'user' ? 'primary' : 'default'}
            variant={row.priceSource === 'catalogue' ? 'outlined' : 'filled'}
            sx={{ ml: 1 }}
          />
        )}
      </>
    ),
  },
  {
    key: 'allergens',
    label: 'Allergene',
    cell: (row) => (
      <>
        {row.allergens}
        {row.ownAllergens ? (
          <Chip label={OWN_ALLERGENS_MARK} size="small" color="primary" sx={{ ml: 1 }} />
        ) : null}
      </>
    ),
  },
  { key: 'foodGroup', label: 'Lebensmittelgruppe', cell: (row) => row.foodGroup },
  { key: 'flags', label: 'Merkmale', cell: (row) => row.flags.join(', ') },
];

const findRows = (rows: readonly IngredientRow[], search: string, sort?: TableSort<SortKey>) =>
  visibleRows(rows, search, sort?.key ?? 'name', sort?.direction ?? 'asc');

function IngredientCatalogue() {
  useAutosaveGuard();
  const dispatch = useAppDispatch();
  const { items, status, error } = useAppSelector(selectIngredients);
  const userPrices = useAppSelector((state) => state.auth.user?.prices ?? NO_PRICES);
  const organisationPrices = useAppSelector((state) => state.auth.user?.organisationPrices ?? NO_PRICES);
  const userAllergens = useAppSelector((state) => state.auth.user?.allergens ?? NO_MARKS);
  const admin = useAppSelector((state) => state.auth.user?.admin === true);
  // Own prices and allergen marks are a cook's; a reader (Lesen) sees them (platform/roles.ts).
  const mayEdit = useMay('edit');
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [allergensOf, setAllergensOf] = useState<string | null>(null);

  useEffect(() => {
    dispatch(ingredientsNeeded());
  }, [dispatch]);

  const rows = useMemo(() => {
    const day = today();
    return Object.values(items).map((i) =>
      ingredientRow(i, userPrices, day, userAllergens, organisationPrices),
    );
  }, [items, userPrices, userAllergens, organisationPrices]);
  const table = useIngredientTable<IngredientRow, SortKey>(rows, findRows, 'name');
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
        {Object.keys(organisationPrices).length
          ? ' Wo Sie keinen eigenen Preis haben, gilt der Preis Ihres Trägers (Zusatz „Träger“).'
          : ''}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <IngredientSearchField view={table} label="Zutaten durchsuchen" minWidth={280} />
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
              {mayEdit ? (
                <Link component="button" type="button" onClick={() => setAllergensOf(ingredient.slug)}>
                  {ingredient.name}
                </Link>
              ) : (
                ingredient.name
              )}
            </span>
          ))}
        </Typography>
      ) : null}
      {status === 'failed' ? <Alert severity="error">{error}</Alert> : null}
      {/* Own prices are edited in the price dialog, which shows its ingredient's refusal too. */}
      <SaveRefusedNotice area="ingredients" />
      {status === 'loaded' ? (
        <IngredientTable
          label="Zutaten"
          view={table}
          columns={COLUMNS}
          onOpen={mayEdit ? setOpen : undefined}
        />
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
