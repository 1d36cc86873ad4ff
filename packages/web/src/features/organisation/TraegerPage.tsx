/**
 * /app/traeger — the Träger (docs/product.md, "Träger"). A person who leads none creates one here; a
 * Träger-Leitung sees the overview of its kitchens for a month, quarter or year (table, totals, trend, CSV,
 * print), the kitchens with „Entfernen“, the pending invitations and the form that invites a kitchen's
 * Küchenleitung, the Träger's recipes and its price list. Who leads several Träger picks one (the address
 * keeps it: ?traeger=<id>).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORGANISATION_ROLE_LABELS, type OrganisationEntry } from '@speiseplaner/shared';
import PageTitle from '../../components/PageTitle';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import StoreAreasGate from '../../platform/StoreAreasGate';
import { selectAuth } from '../auth/authSlice';
import CreateOrganisationForm from './CreateOrganisationForm';
import KitchenInviteForm from './KitchenInviteForm';
import { KitchenInvitationsTable, KitchensTable } from './KitchensTable';
import OrgPricesSection from './OrgPricesSection';
import OrgRecipesSection from './OrgRecipesSection';
import OverviewSection from './OverviewSection';
import { organisationAreas } from './organisationAreas';
import { organisationNeeded, useOrganisationSelector } from './organisationSlice';
import { dayOf } from './orgText';

function Organisation({ entry, all }: { entry: OrganisationEntry; all: readonly OrganisationEntry[] }) {
  const dispatch = useAppDispatch();
  const [, setParams] = useSearchParams();
  const { organisation, load, row, organisationId } = useOrganisationSelector((state) => state.organisation);
  useEffect(() => {
    dispatch(organisationNeeded({ organisationId: entry.id }));
  }, [dispatch, entry.id]);

  // The answer of another Träger (a switch under way) never shows under this one's name.
  const shown = organisation && organisation.id === entry.id ? organisation : undefined;
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h1">{entry.name || 'Träger'}</Typography>
        <Typography color="text.secondary" className="no-print">
          Ihre Rolle: {ORGANISATION_ROLE_LABELS[entry.role]}. Sie sehen je Küche Kosten, Bio-Anteil,
          DGE-Kriterien und wann zuletzt geplant wurde; Pläne, Rezepte und Einkaufslisten bleiben bei den
          Küchen.
        </Typography>
        {all.length > 1 ? (
          <TextField
            select
            label="Träger"
            value={entry.id}
            onChange={(event) => setParams({ traeger: event.target.value })}
            className="no-print"
            sx={{ maxWidth: 360 }}
          >
            {all.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      {load.status === 'failed' && organisationId === entry.id ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => dispatch(organisationNeeded({ organisationId: entry.id }))}
            >
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      <OverviewSection organisationId={entry.id} organisationName={entry.name} />
      {!shown && load.status !== 'failed' ? (
        <CircularProgress aria-label="Träger wird geladen" className="no-print" />
      ) : null}
      {shown ? (
        <Stack spacing={4} className="no-print">
          {row.status === 'failed' ? <Alert severity="error">{row.error}</Alert> : null}
          <Stack spacing={1} component="section" aria-labelledby="kitchens-heading">
            <Typography variant="h2" id="kitchens-heading">
              Küchen ({shown.kitchens.length})
            </Typography>
            <KitchensTable organisationId={entry.id} kitchens={shown.kitchens} />
          </Stack>
          <KitchenInviteForm organisationId={entry.id} />
          <Stack spacing={1} component="section" aria-labelledby="kitchen-invitations-heading">
            <Typography variant="h2" id="kitchen-invitations-heading">
              Offene Einladungen
            </Typography>
            <KitchenInvitationsTable organisationId={entry.id} invitations={shown.invitations} />
          </Stack>
          <OrgRecipesSection organisationId={entry.id} />
          <OrgPricesSection organisationId={entry.id} />
          <Stack spacing={1} component="section" aria-labelledby="leads-heading">
            <Typography variant="h2" id="leads-heading">
              {ORGANISATION_ROLE_LABELS.orgLead}
            </Typography>
            {shown.leads.map((lead) => (
              <Typography key={lead.uid}>
                {lead.name || lead.email} ({lead.email}){lead.since ? `, seit ${dayOf(lead.since)}` : ''}
              </Typography>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

function Traeger() {
  const { user } = useAppSelector(selectAuth);
  const [params] = useSearchParams();
  if (!user) return null; // the route's login check lets only a signed-in person in
  const all = user.organisations;
  const entry = all.find((option) => option.id === params.get('traeger')) ?? all[0];
  return (
    <Stack spacing={3}>
      <PageTitle title="Träger" />
      {entry ? (
        <Organisation entry={entry} all={all} />
      ) : (
        <>
          <Typography variant="h1">Träger</Typography>
          <CreateOrganisationForm />
        </>
      )}
    </Stack>
  );
}

export default function TraegerPage() {
  return (
    <StoreAreasGate areas={organisationAreas}>
      <Traeger />
    </StoreAreasGate>
  );
}
