/**
 * /verwaltung/kuechen: every kitchen with its e-mail (confirmed or not), when it was created and last
 * active, how many weeks it planned, and a switch per feature flag and for the admin role. A switch saves
 * at once; a refusal (another admin changed the kitchen, an unconfirmed e-mail, the last admin) shows its
 * message at the kitchen and the table shows what is stored.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import {
  FEATURE_FLAGS,
  formatDate,
  formatGermanDate,
  formatWeekShort,
  type KitchenRow,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import PageTitle from '../../../components/PageTitle';
import ScrollRegion from '../../../components/ScrollRegion';
import { matchesKitchen } from './kitchenSearch';
import {
  accessToggled,
  kitchenRecipesOpened,
  kitchensLoad,
  moreKitchensNeeded,
  type AccessToggle,
} from './adminKitchensSlice';
import KitchenRecipesDialog from './KitchenRecipesDialog';

/** A day as every date in the app shows (yyyy-MM-dd, Berlin time); '–' when unknown. */
const dateOnly = (instant: string | null) => (instant ? formatGermanDate(formatDate(instant)) : '–');

function EmailCell({ row }: { row: KitchenRow }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{row.email || '–'}</span>
      {row.email ? (
        row.emailVerified ? (
          <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'success.dark' }}>
            <CheckCircleOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">bestätigt</Typography>
          </Stack>
        ) : (
          <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ErrorOutlineOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">nicht bestätigt</Typography>
          </Stack>
        )
      ) : null}
    </Stack>
  );
}

export default function AdminKitchensPage() {
  const dispatch = useAppDispatch();
  const { load, rows, nextCursor, changes } = useAppSelector((state) => state.adminKitchens);
  const [search, setSearch] = useState('');
  useEffect(() => {
    dispatch(kitchensLoad.needed());
  }, [dispatch]);
  const shown = useMemo(() => rows.filter((row) => matchesKitchen(row, search)), [rows, search]);
  const toggle = (row: KitchenRow, change: AccessToggle) =>
    dispatch(accessToggled({ uid: row.uid, toggle: change }));
  const columns = 6 + FEATURE_FLAGS.length + 2;

  return (
    <Stack spacing={2}>
      <PageTitle title="Küchen – Verwaltung" />
      <Typography variant="h1">Küchen</Typography>
      <Typography color="text.secondary">
        Jeder Schalter gilt sofort. Die Administratorrolle erhält nur ein Konto mit bestätigter
        E-Mail-Adresse.
      </Typography>
      <TextField
        label="Küchen durchsuchen"
        type="search"
        size="small"
        helperText="Name der Einrichtung oder E-Mail-Adresse"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 420 }}
      />
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(kitchensLoad.needed())}>
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      {load.status === 'loading' && rows.length === 0 ? (
        <CircularProgress aria-label="Küchen werden geladen" />
      ) : null}
      {rows.length > 0 ? (
        <>
          <Typography>
            {shown.length === rows.length
              ? `${rows.length} ${rows.length === 1 ? 'Küche' : 'Küchen'}`
              : `${shown.length} von ${rows.length} Küchen`}
            {nextCursor ? ' (weitere vorhanden)' : ''}
          </Typography>
          <ScrollRegion label="Küchen">
            <Table size="small" aria-label="Küchen">
              <TableHead>
                <TableRow>
                  <TableCell>Einrichtung</TableCell>
                  <TableCell>E-Mail</TableCell>
                  <TableCell>Angelegt</TableCell>
                  <TableCell>Zuletzt angemeldet</TableCell>
                  <TableCell>Zuletzt geplant</TableCell>
                  <TableCell align="right">Geplante Wochen</TableCell>
                  {FEATURE_FLAGS.map((flag) => (
                    <TableCell key={flag.id} align="center">
                      {flag.label}
                    </TableCell>
                  ))}
                  <TableCell align="center">Admin</TableCell>
                  <TableCell>Rezepte</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => {
                  const change = changes[row.uid];
                  const busy = change?.status === 'sending';
                  return [
                    <TableRow key={row.uid}>
                      <TableCell component="th" scope="row">
                        {row.name || '–'}
                      </TableCell>
                      <TableCell>
                        <EmailCell row={row} />
                      </TableCell>
                      <TableCell>{dateOnly(row.created)}</TableCell>
                      <TableCell>{dateOnly(row.lastSignIn)}</TableCell>
                      <TableCell>
                        {row.lastActiveWeek
                          ? `${formatWeekShort(row.lastActiveWeek)}/${row.lastActiveWeek.slice(0, 4)}`
                          : '–'}
                      </TableCell>
                      <TableCell align="right">{row.weeksPlanned}</TableCell>
                      {FEATURE_FLAGS.map((flag) => (
                        <TableCell key={flag.id} align="center">
                          <Switch
                            checked={row.features[flag.id]}
                            disabled={busy}
                            onChange={() => toggle(row, { kind: 'feature', flag: flag.id })}
                            slotProps={{
                              input: { 'aria-label': `${flag.label} für ${row.name || row.email}` },
                            }}
                          />
                        </TableCell>
                      ))}
                      <TableCell align="center">
                        <Switch
                          checked={row.admin}
                          disabled={busy}
                          onChange={() => toggle(row, { kind: 'admin' })}
                          slotProps={{ input: { 'aria-label': `Admin: ${row.name || row.email}` } }}
                        />
                      </TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          aria-label={`Rezepte von ${row.name || row.email}`}
                          onClick={() =>
                            dispatch(kitchenRecipesOpened({ uid: row.uid, name: row.name || row.email }))
                          }
                          sx={{ minHeight: 40 }}
                        >
                          Rezepte
                        </Button>
                      </TableCell>
                    </TableRow>,
                    change?.status === 'failed' ? (
                      <TableRow key={`${row.uid}-fehler`}>
                        <TableCell colSpan={columns}>
                          <Alert severity="error">
                            {row.name || row.email}: {change.error}
                          </Alert>
                        </TableCell>
                      </TableRow>
                    ) : null,
                  ];
                })}
              </TableBody>
            </Table>
          </ScrollRegion>
          {nextCursor ? (
            <div>
              <Button
                variant="outlined"
                disabled={load.status === 'loading'}
                onClick={() => dispatch(moreKitchensNeeded())}
              >
                Weitere Küchen laden
              </Button>
            </div>
          ) : null}
        </>
      ) : load.status === 'loaded' ? (
        <Typography>Noch keine Küche angelegt.</Typography>
      ) : null}
      <KitchenRecipesDialog />
    </Stack>
  );
}
