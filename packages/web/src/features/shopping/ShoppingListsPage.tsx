/** /app/einkauf — the kitchen's shopping lists, newest first, and 'Neue Einkaufsliste'. */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import PageTitle from '../../components/PageTitle';
import NewShoppingListDialog from './NewShoppingListDialog';
import ShoppingListsTable from './ShoppingListsTable';
import { listsNeeded, selectListsNewestFirst, selectShopping } from './shoppingSlice';

function ShoppingOverview() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { lists: load } = useAppSelector(selectShopping);
  const lists = useAppSelector(selectListsNewestFirst);
  const [creating, setCreating] = useState(false);
  const mayEdit = useMay('edit');

  useEffect(() => {
    dispatch(listsNeeded());
  }, [dispatch]);
  const openList = useCallback((id: string) => void navigate(`/app/einkauf/${id}`), [navigate]);

  return (
    <Stack spacing={2}>
      <PageTitle title="Einkauf" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">Einkauf</Typography>
        {mayEdit ? (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Neue Einkaufsliste
          </Button>
        ) : null}
      </Stack>
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(listsNeeded())}>
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      {load.status === 'loading' ? <CircularProgress aria-label="Einkaufslisten werden geladen" /> : null}
      {load.status === 'loaded' && lists.length === 0 ? (
        <Typography color="text.secondary">
          Noch keine Einkaufsliste angelegt. Eine neue Liste fasst die geplanten Tage eines Zeitraums
          zusammen.
        </Typography>
      ) : null}
      {lists.length > 0 ? <ShoppingListsTable lists={lists} /> : null}
      {creating ? <NewShoppingListDialog onClose={() => setCreating(false)} onCreated={openList} /> : null}
    </Stack>
  );
}

export default function ShoppingListsPage() {
  return <ShoppingOverview />;
}
