/**
 * /app/einkauf/:id — one shopping list, grouped by food group, with check boxes that are saved
 * automatically (loaded lists only), 'Drucken' (A4, grouped, check boxes, no frame) and
 * 'CSV herunterladen'.
 */
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatGermanDate,
  formatEuro,
  formatHeadcounts,
  groupShoppingItems,
  shoppingListCsv,
  shoppingListFileName,
  shoppingListTotal,
  type ShoppingList,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import { usePlannerData } from '../recipes/plannerData';
import ConflictDialog from '../../platform/autosave/ConflictDialog';
import SaveRefusedNotice from '../../platform/autosave/SaveRefusedNotice';
import { useAutosaveGuard } from '../../platform/autosave/useAutosaveGuard';
import PageTitle from '../../components/PageTitle';
import PrintStyles from '../../components/PrintStyles';
import { downloadCsv } from '../../platform/downloadCsv';
import ShoppingGroupTable from './ShoppingGroupTable';
import ShoppingStatusChip from './ShoppingStatusChip';
import { SHOPPING_AREA } from './shoppingAutosave';
import { itemChecked, listSelected, selectShoppingEntry } from './shoppingSlice';

/** On paper: groups kept whole, compact rows (the frame, colours and page size come from PrintStyles). */
const SHEET = 'shopping-sheet';
const LIST_PRINT_STYLES = {
  '@media print': {
    '.shopping-group': { breakInside: 'avoid' },
    '.shopping-group .MuiTableCell-root': { padding: '2px 8px', fontSize: '10pt' },
    '.shopping-group .MuiCheckbox-root': { padding: 0 },
  },
} as const;

const backLink = (
  <Button className="no-print" component={RouterLink} to="/app/einkauf" sx={{ alignSelf: 'flex-start' }}>
    Alle Einkaufslisten
  </Button>
);

function ListDetails({ list }: { list: ShoppingList }) {
  const dispatch = useAppDispatch();
  const groups = useMemo(() => groupShoppingItems(list.items), [list.items]);
  // The catalogue with the kitchen's own allergen marks: each item shows the marks its product carries.
  const { data } = usePlannerData('catalogue');
  const checked = list.items.filter((i) => i.checked).length;
  // A reader (Lesen) reads and prints the list without ticking items off (platform/roles.ts).
  const mayEdit = useMay('edit');
  const range = `${formatGermanDate(list.startDate)} bis ${formatGermanDate(list.endDate)}`;
  return (
    <Stack spacing={2} className={SHEET}>
      <PageTitle title={`Einkaufsliste ${range}`} />
      <PrintStyles page="A4 portrait" sheet={SHEET} />
      <GlobalStyles styles={LIST_PRINT_STYLES} />
      {backLink}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h1">Einkaufsliste {range}</Typography>
        <ShoppingStatusChip status={list.status} />
      </Stack>
      <Typography color="text.secondary">
        Personenzahlen für Tage ohne eigene Angaben: {formatHeadcounts(list.heads)}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        className="no-print"
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button variant="outlined" onClick={() => window.print()}>
          Drucken
        </Button>
        <Button
          variant="outlined"
          onClick={() => downloadCsv(shoppingListFileName(list), shoppingListCsv(list))}
        >
          CSV herunterladen
        </Button>
        <Typography color="text.secondary" sx={{ ml: 1 }}>
          {checked} von {list.items.length} abgehakt
        </Typography>
      </Stack>
      <SaveRefusedNotice area={SHOPPING_AREA} docKey={list.id} />
      {list.items.length === 0 ? (
        <Alert severity="info">Diese Einkaufsliste ist leer: im Zeitraum war nichts geplant.</Alert>
      ) : (
        groups.map((group) => (
          <ShoppingGroupTable
            key={group.foodGroup}
            group={group}
            data={data}
            onCheck={
              mayEdit
                ? (slug, value) => dispatch(itemChecked({ id: list.id, slug, checked: value }))
                : undefined
            }
          />
        ))
      )}
      <Typography variant="h6" component="p" data-testid="shopping-total">
        Gesamtkosten: {formatEuro(shoppingListTotal(list))}
      </Typography>
      <ConflictDialog area={SHOPPING_AREA} what="dieser Einkaufsliste" />
    </Stack>
  );
}

function ListView({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectShoppingEntry(state, id));
  useAutosaveGuard();

  useEffect(() => {
    dispatch(listSelected(id));
  }, [dispatch, id]);

  if (entry?.loadingState === 'loaded' && entry.list) return <ListDetails list={entry.list} />;
  if (entry?.notFound) {
    return (
      <Stack spacing={2}>
        <PageTitle title="Einkaufsliste nicht gefunden" />
        <Typography variant="h1">Einkaufsliste nicht gefunden</Typography>
        <Typography>{entry.error} Vielleicht wurde sie gelöscht oder der Link ist unvollständig.</Typography>
        <Button component={RouterLink} to="/app/einkauf" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Zu allen Einkaufslisten
        </Button>
      </Stack>
    );
  }
  if (entry?.error) {
    return (
      <Stack spacing={2}>
        <PageTitle title="Einkaufsliste konnte nicht geladen werden" />
        <Typography variant="h1">Einkaufsliste konnte nicht geladen werden</Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(listSelected(id))}>
              Erneut versuchen
            </Button>
          }
        >
          {entry.error}
        </Alert>
        {backLink}
      </Stack>
    );
  }
  return <CircularProgress aria-label="Einkaufsliste wird geladen" />;
}

export default function ShoppingListPage() {
  const { id = '' } = useParams();
  return <ListView key={id} id={id} />;
}
