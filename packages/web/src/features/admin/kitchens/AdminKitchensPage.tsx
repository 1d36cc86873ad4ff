/**
 * /verwaltung/kuechen: every kitchen with its members (name, e-mail confirmed or not, role in the kitchen
 * and a switch for the person's admin role of the Verwaltung), when its Küchenleitung's account was created
 * and last signed in, the last planned week, how many weeks it planned, and a switch per feature flag of
 * the kitchen. A switch saves at once; a refusal (another admin changed it meanwhile, an unconfirmed
 * e-mail, the last admin) shows its message where the switch is, and the table shows what is stored.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
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
  formatWeekShort,
  ROLE_LABELS,
  type KitchenMemberRow,
  type KitchenRow,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import type { Command } from '../../../platform/command';
import PageTitle from '../../../components/PageTitle';
import ScrollRegion from '../../../components/ScrollRegion';
import { matchesKitchen } from './kitchenSearch';
import {
  accessToggled,
  changeKey,
  kitchenRecipesOpened,
  kitchensLoad,
  moreKitchensNeeded,
} from './adminKitchensSlice';
import KitchenRecipesDialog from './KitchenRecipesDialog';
import { KITCHEN_WITHOUT_NAME } from '../audit/auditLabels';

/** A day as every date in the app shows (yyyy-MM-dd, Berlin time); '–' when unknown. */
const dateOnly = (instant: string | null) => (instant ? formatDate(instant) : '–');

/** A switch with its label, at least 40 px high (the label is part of the touch target). */
const TOUCH = { minHeight: 40, m: 0 } as const;

/** How a kitchen is named where it has no name yet: by its Küchenleitung's address, never by its id. */
const kitchenLabel = (row: KitchenRow) => row.name || row.members[0]?.email || KITCHEN_WITHOUT_NAME;

function EmailState({ member }: { member: KitchenMemberRow }) {
  if (!member.email) return <Typography variant="body2">keine E-Mail-Adresse</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">{member.email}</Typography>
      {member.emailVerified ? (
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'success.dark' }}>
          <CheckCircleOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">bestätigt</Typography>
        </Stack>
      ) : (
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ErrorOutlineOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">nicht bestätigt</Typography>
        </Stack>
      )}
    </Stack>
  );
}

/** One member: name, role in the kitchen, address, and the switch of the person's admin role. */
function MemberItem({ member, change }: { member: KitchenMemberRow; change?: Command }) {
  const dispatch = useAppDispatch();
  const who = member.name || member.email || 'Person ohne Namen';
  return (
    <Stack component="li" spacing={0.25} sx={{ py: 0.5 }}>
      <Typography variant="body2">
        <strong>{who}</strong> · {ROLE_LABELS[member.role]}
      </Typography>
      <EmailState member={member} />
      <FormControlLabel
        sx={TOUCH}
        label="Administratorrolle"
        control={
          <Switch
            checked={member.admin}
            disabled={change?.status === 'sending'}
            onChange={() => dispatch(accessToggled({ kind: 'admin', uid: member.uid }))}
            slotProps={{ input: { 'aria-label': `Administratorrolle für ${who}` } }}
          />
        }
      />
      {change?.status === 'failed' ? (
        <Alert severity="error">
          {who}: {change.error}
        </Alert>
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
  const columns = 8;

  return (
    <Stack spacing={2}>
      <PageTitle title="Küchen – Verwaltung" />
      <Typography variant="h1">Küchen</Typography>
      <Typography color="text.secondary">
        Jeder Schalter gilt sofort. Freischaltungen gelten für die ganze Küche, die Administratorrolle für
        eine Person (in allen ihren Küchen); sie erhält nur, wer die E-Mail-Adresse bestätigt hat.
      </Typography>
      <TextField
        label="Küchen durchsuchen"
        type="search"
        size="small"
        helperText="Name der Einrichtung, eines Mitglieds oder E-Mail-Adresse"
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
                  <TableCell>Mitglieder</TableCell>
                  <TableCell>Angelegt</TableCell>
                  <TableCell>Zuletzt angemeldet</TableCell>
                  <TableCell>Zuletzt geplant</TableCell>
                  <TableCell align="right">Geplante Wochen</TableCell>
                  <TableCell>Freischaltungen</TableCell>
                  <TableCell>Rezepte</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => {
                  const name = kitchenLabel(row);
                  const change = changes[changeKey({ kind: 'feature', kitchenId: row.kitchenId })];
                  return [
                    <TableRow key={row.kitchenId} sx={{ verticalAlign: 'top' }}>
                      <TableCell component="th" scope="row">
                        {name}
                      </TableCell>
                      <TableCell sx={{ minWidth: 260 }}>
                        {row.members.length > 0 ? (
                          <Stack
                            component="ul"
                            aria-label={`Mitglieder von ${name}`}
                            sx={{ m: 0, p: 0, listStyle: 'none' }}
                          >
                            {row.members.map((member) => (
                              <MemberItem
                                key={member.uid}
                                member={member}
                                change={changes[changeKey({ kind: 'admin', uid: member.uid })]}
                              />
                            ))}
                          </Stack>
                        ) : (
                          'keine Mitglieder'
                        )}
                      </TableCell>
                      <TableCell>{dateOnly(row.created)}</TableCell>
                      <TableCell>{dateOnly(row.lastSignIn)}</TableCell>
                      <TableCell>
                        {row.lastActiveWeek
                          ? `${formatWeekShort(row.lastActiveWeek)}/${row.lastActiveWeek.slice(0, 4)}`
                          : '–'}
                      </TableCell>
                      <TableCell align="right">{row.weeksPlanned}</TableCell>
                      <TableCell sx={{ minWidth: 200 }}>
                        <Stack role="group" aria-label={`Freischaltungen von ${name}`}>
                          {FEATURE_FLAGS.map((flag) => (
                            <FormControlLabel
                              key={flag.id}
                              sx={TOUCH}
                              label={flag.label}
                              control={
                                <Switch
                                  checked={row.features[flag.id]}
                                  disabled={change?.status === 'sending'}
                                  onChange={() =>
                                    dispatch(
                                      accessToggled({
                                        kind: 'feature',
                                        kitchenId: row.kitchenId,
                                        flag: flag.id,
                                      }),
                                    )
                                  }
                                  slotProps={{ input: { 'aria-label': `${flag.label} für ${name}` } }}
                                />
                              }
                            />
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          aria-label={`Rezepte von ${name}`}
                          onClick={() => dispatch(kitchenRecipesOpened({ kitchenId: row.kitchenId, name }))}
                          sx={{ minHeight: 40 }}
                        >
                          Rezepte
                        </Button>
                      </TableCell>
                    </TableRow>,
                    change?.status === 'failed' ? (
                      <TableRow key={`${row.kitchenId}-fehler`}>
                        <TableCell colSpan={columns}>
                          <Alert severity="error">
                            {name}: {change.error}
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
