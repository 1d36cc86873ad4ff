/**
 * /verwaltung/zutaten: the shared ingredient catalogue for admins. The list (search, name, unit, food
 * group, current price, Bio, allergens and additives) and "Neue Zutat"; a name opens the editor of every
 * field at ?zutat=<slug> (a new one at ?neu), an address that can be bookmarked and goes back with the
 * browser. The catalogue is the one the planner uses (ingredients slice, loaded once per session); a
 * saved change raises the catalogue's version, so every kitchen gets it with its next check on load.
 */
import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { amountInput, formatPrice, today } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import ConflictDialog from '../../../platform/autosave/ConflictDialog';
import SaveRefusedNotice from '../../../platform/autosave/SaveRefusedNotice';
import { useAutosaveGuard } from '../../../platform/autosave/useAutosaveGuard';
import PageTitle from '../../../components/PageTitle';
import IngredientTable, {
  IngredientSearchField,
  useIngredientTable,
  type IngredientColumn,
} from '../../ingredients/IngredientTable';
import { ingredientsNeeded, INGREDIENTS_AREA, selectIngredients } from '../../ingredients/ingredientsSlice';
import { catalogueRow, searchRows, type CatalogueRow } from './catalogueRows';
import IngredientEditor from './IngredientEditor';

/** A link in a table row, at least 40 px high to tap on a phone. */
const TOUCH_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 40 } as const;
const BASE = '/verwaltung/zutaten';
export const editorPath = (slug: string) => `${BASE}?zutat=${encodeURIComponent(slug)}`;
export const NEW_INGREDIENT_PATH = `${BASE}?neu`;

const COLUMNS: IngredientColumn<CatalogueRow, string>[] = [
  {
    key: 'name',
    label: 'Name',
    cell: (row) => (
      <Link component={RouterLink} to={editorPath(row.slug)} sx={TOUCH_TARGET}>
        {row.name}
      </Link>
    ),
  },
  { key: 'unit', label: 'Einheit', cell: (row) => row.unit },
  { key: 'foodGroup', label: 'Lebensmittelgruppe', cell: (row) => row.foodGroup },
  {
    key: 'currentPrice',
    label: 'Aktueller Preis (€)',
    numeric: true,
    cell: (row) =>
      row.currentPrice === undefined
        ? 'kein Preis'
        : `${formatPrice(row.currentPrice)} für ${amountInput(row.referenceAmount)} ${row.unit}`,
  },
  { key: 'organic', label: 'Bio', cell: (row) => (row.organic ? 'Bio' : 'nicht Bio') },
  {
    key: 'marks',
    label: 'Allergene und Zusatzstoffe',
    cell: (row) => (row.marks.length > 0 ? row.marks.join(', ') : '–'),
  },
];

function CatalogueList() {
  const { items } = useAppSelector(selectIngredients);
  const rows = useMemo(() => {
    const day = today();
    return Object.values(items).map((ingredient) => catalogueRow(ingredient, day));
  }, [items]);
  const table = useIngredientTable(rows, searchRows);
  const shown = table.found;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <IngredientSearchField
          view={table}
          label="Zutatenkatalog durchsuchen"
          helperText="Name, Kurzbezeichnung, Lebensmittelgruppe oder Allergen"
          minWidth={320}
        />
        <Button variant="contained" component={RouterLink} to={NEW_INGREDIENT_PATH}>
          Neue Zutat
        </Button>
      </Stack>
      <Typography>
        {shown.length === rows.length
          ? `${rows.length} Zutaten`
          : `${shown.length} von ${rows.length} Zutaten`}
      </Typography>
      <IngredientTable label="Zutatenkatalog" view={table} columns={COLUMNS} />
    </>
  );
}

export default function AdminIngredientsPage() {
  useAutosaveGuard();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { items, status, error } = useAppSelector(selectIngredients);
  const slug = params.get('zutat');
  const creating = params.has('neu');
  const editing = slug !== null ? items[slug] : undefined;

  useEffect(() => {
    dispatch(ingredientsNeeded());
  }, [dispatch]);

  const heading = creating ? 'Neue Zutat' : editing ? editing.name : 'Zutatenkatalog';
  return (
    <Stack spacing={2}>
      <PageTitle title={`${heading} – Verwaltung`} />
      {creating || slug !== null ? (
        <Link component={RouterLink} to={BASE} sx={{ ...TOUCH_TARGET, alignSelf: 'flex-start' }}>
          Zurück zum Zutatenkatalog
        </Link>
      ) : null}
      <Typography variant="h1">{heading}</Typography>
      {!creating && slug === null ? (
        <Typography color="text.secondary">
          Der gemeinsame Katalog aller Küchen: Änderungen gelten für alle Einrichtungen, sobald sie den Planer
          neu laden, und stehen im Änderungsprotokoll.
        </Typography>
      ) : null}
      {status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(ingredientsNeeded())}>
              Erneut versuchen
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      <SaveRefusedNotice area={INGREDIENTS_AREA} docKey={slug ?? undefined} />
      {status === 'loaded' ? (
        creating ? (
          <IngredientEditor onCreated={(created) => void navigate(editorPath(created), { replace: true })} />
        ) : slug !== null ? (
          editing ? (
            <IngredientEditor key={slug} stored={editing} />
          ) : (
            <Alert severity="warning">
              Eine Zutat mit der Kurzbezeichnung „{slug}“ gibt es im Katalog nicht.
            </Alert>
          )
        ) : (
          <CatalogueList />
        )
      ) : status !== 'failed' ? (
        <CircularProgress aria-label="Zutatenkatalog wird geladen" />
      ) : null}
      <ConflictDialog area={INGREDIENTS_AREA} what="dieser Zutat" />
    </Stack>
  );
}
